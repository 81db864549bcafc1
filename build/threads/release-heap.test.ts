import { describe, expect, it } from 'vitest'
import { releaseHeap } from './release-heap'

describe('releaseHeap', () => {
  it('gives back the heap grown for data that was let go', () => {
    const mb = () => process.memoryUsage().heapTotal / 1024 / 1024
    let rows: number[][] = []
    // about 200 MB of small arrays, as a large site's rows were many small objects
    for (let index = 0; index < 12_000; index++)
      rows.push(new Array<number>(2_000).fill(index + 0.5))
    const grown = mb()
    expect(grown).toBeGreaterThan(150)
    rows = []
    expect(rows.length).toBe(0)
    releaseHeap()
    expect(mb()).toBeLessThan(grown - 100)
  })
})
