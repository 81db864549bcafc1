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

  it('gives the pages back to the system: the process RSS falls, not only the heap', () => {
    const rss = () => process.memoryUsage().rss / 1024 / 1024
    let bodies: string[] = []
    // about 300 MB of two-byte strings, as a page row's HTML with one dash is
    for (let index = 0; index < 5_000; index++)
      bodies.push(`a—${'a—'.repeat(15_000)}${index}`.slice(1))
    const grown = rss()
    bodies = []
    expect(bodies.length).toBe(0)
    releaseHeap()
    expect(rss()).toBeLessThan(grown - 200)
  })
})
