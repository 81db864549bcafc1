import { describe, expect, it } from 'vitest'
import { fillTemplate } from './format'

describe('fillTemplate', () => {
  it('fills placeholders literally and keeps unknown ones', () => {
    expect(fillTemplate('{hours} h {minutes} min', { hours: 1, minutes: 35 })).toBe('1 h 35 min')
    expect(fillTemplate('Copy {value}', { value: '$& $1' })).toBe('Copy $& $1')
    expect(fillTemplate('{a} {b}', { a: 'x' })).toBe('x {b}')
  })
})
