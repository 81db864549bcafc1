import { describe, expect, it } from 'vitest'
import { parseArgs } from './args'

describe('npm run bench: --corpus', () => {
  it('takes each corpus the bench can generate', () => {
    expect(parseArgs(['--pages', '1000', '--corpus', 'real']).corpus).toBe('real')
    expect(parseArgs(['--corpus=peers']).corpus).toBe('peers')
    expect(parseArgs([]).corpus).toBe('own')
  })

  it('refuses an unknown corpus with the list it takes', () => {
    expect(() => parseArgs(['--corpus', 'mine'])).toThrow(
      '--corpus takes own, peers, real, got mine'
    )
  })
})
