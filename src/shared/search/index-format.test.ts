import { describe, expect, it } from 'vitest'
import { decodeMeta, displayHash, encodeMeta, type MetaInput } from './index-format'

const input: MetaInput = {
  levels: [1, 2, 2, 1],
  titleTokens: [1, 2, 300, 1],
  contentTokens: [10, 20, 30, 40],
  pageSizes: [3, 1],
  pagePriors: [100, 70],
  display: [
    { first: 0, hash: '0123456789abcdef' },
    { first: 3, hash: 'fedcba9876543210' },
  ],
}

describe('search index meta value', () => {
  it('round-trips what ranking needs and the routing of the display values', () => {
    const meta = decodeMeta(encodeMeta(input))
    expect(meta.docCount).toBe(4)
    expect([...meta.pageOf]).toEqual([0, 0, 0, 1])
    expect([...meta.titleTokens]).toEqual([1, 2, 255, 1])
    expect(meta.pagePrior[1]).toBeCloseTo(0.7)
    expect([...meta.displayFirst]).toEqual([0, 3])
    expect([displayHash(meta, 0), displayHash(meta, 1)]).toEqual([
      '0123456789abcdef',
      'fedcba9876543210',
    ])
  })

  it("round-trips an overlay's English pages, and reads an English meta value as no overlay", () => {
    expect(decodeMeta(encodeMeta(input)).overlay).toBeUndefined()
    const meta = decodeMeta(
      encodeMeta({ ...input, overlay: { translated: [3, 7, 200], native: [9] } })
    )
    expect([...meta.overlay!.translated]).toEqual([3, 7, 200])
    expect([...meta.overlay!.native]).toEqual([9])
    expect([...meta.displayFirst]).toEqual([0, 3])
  })

  it('refuses a display hash that is not 16 hex digits', () => {
    expect(() => encodeMeta({ ...input, display: [{ first: 0, hash: 'search:v4:0123' }] })).toThrow(
      'not 16 hex digits'
    )
  })
})
