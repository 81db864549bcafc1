import { describe, expect, it } from 'vitest'
import { lastStartAtOrBefore, partitionPoint } from './partition-point'

describe('partitionPoint', () => {
  it('finds the first index past the prefix, for every length and split', () => {
    for (let length = 0; length <= 40; length++)
      for (let split = 0; split <= length; split++) {
        let asked = 0
        const point = partitionPoint(length, (index) => {
          asked++
          expect(index).toBeGreaterThanOrEqual(0)
          expect(index).toBeLessThan(length)
          return index < split
        })
        expect(point).toBe(split)
        // a binary search: about log2(length) questions, not a scan
        expect(asked).toBeLessThanOrEqual(Math.ceil(Math.log2(length + 1)))
      }
  })

  it('finds the first of equal values and the last at or before a value', () => {
    const sorted = [0, 3, 3, 3, 9, 12]
    expect(partitionPoint(sorted.length, (i) => sorted[i]! < 3)).toBe(1)
    expect(partitionPoint(sorted.length, (i) => sorted[i]! <= 3) - 1).toBe(3)
    expect(partitionPoint(sorted.length, (i) => sorted[i]! < 13)).toBe(6)
  })

  it('finds the last start at or before a value, 0 when none is', () => {
    const starts = [0, 4, 4, 10]
    expect(lastStartAtOrBefore(starts.length, (i) => starts[i]! <= 0)).toBe(0)
    expect(lastStartAtOrBefore(starts.length, (i) => starts[i]! <= 5)).toBe(2)
    expect(lastStartAtOrBefore(starts.length, (i) => starts[i]! <= 99)).toBe(3)
    expect(lastStartAtOrBefore(starts.length, (i) => starts[i]! <= -1)).toBe(0)
    expect(lastStartAtOrBefore(0, () => true)).toBe(0)
  })
})
