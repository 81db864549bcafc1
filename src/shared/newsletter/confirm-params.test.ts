import { describe, expect, it } from 'vitest'
import { hasConfirmationParams } from './confirm-params'

describe('hasConfirmationParams', () => {
  it('is true only when both parameters are present and non-empty', () => {
    expect(hasConfirmationParams('?email=a%40b.example&confirmation=0f')).toBe(true)
    expect(hasConfirmationParams('?q=1&confirmation=0f&email=a%40b.example')).toBe(true)
    expect(hasConfirmationParams('?email=a%40b.example')).toBe(false)
    expect(hasConfirmationParams('?email=&confirmation=0f')).toBe(false)
    expect(hasConfirmationParams('')).toBe(false)
  })
})
