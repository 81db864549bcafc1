import { describe, expect, it } from 'vitest'
import { sessionWindowCls } from './cls'

describe('the CLS of the bench', () => {
  it('is the largest session window: gaps under 1 s, windows up to 5 s', () => {
    expect(sessionWindowCls([])).toBe(0)
    // one window: 0.01 + 0.02 within a second
    expect(
      sessionWindowCls([
        [100, 0.01],
        [900, 0.02],
      ])
    ).toBeCloseTo(0.03)
    // a gap of 1 s or more starts a new window: the larger one counts
    expect(
      sessionWindowCls([
        [100, 0.01],
        [1200, 0.015],
        [1300, 0.001],
      ])
    ).toBeCloseTo(0.016)
    // a window ends after 5 s even without a gap
    const steady = Array.from({ length: 12 }, (_, i) => [i * 800, 0.01] as const)
    expect(sessionWindowCls(steady)).toBeCloseTo(0.07)
  })
})
