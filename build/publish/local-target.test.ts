import { describe, expect, it } from 'vitest'
import { sqlBatches } from './local-target'

describe('sqlBatches', () => {
  it('keeps the order and cuts before a batch would pass the limit', () => {
    expect(sqlBatches(['aaaa', 'bb', 'cccc', 'd'], 6)).toEqual([
      ['aaaa', 'bb'],
      ['cccc', 'd'],
    ])
  })

  it('sends a statement longer than the limit alone, and nothing for no statements', () => {
    expect(sqlBatches(['a', 'bbbbbbbb', 'c'], 4)).toEqual([['a'], ['bbbbbbbb'], ['c']])
    expect(sqlBatches([], 4)).toEqual([])
  })
})
