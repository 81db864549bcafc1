import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import { readSearchResult, type SearchResultWire } from '../../src/shared/search/api'
import { createApp } from '../../worker/app'
import { getSearchRestoreStats, resetSearchIndexCache } from '../../worker/search/load-index'
import { LARGE_PAGES, putLargeSearchIndex, sectionId, word } from './large-search-index'
import { putSearchIndex } from './search-kv'

/**
 * A large index inside workerd (large-search-index.ts: 12,000 sections written by the build's
 * writer), searched through the API. workerd gives a test no heap figure, so the closest
 * measure is asserted: the bytes of the values the isolate decoded (what it can hold is at most
 * that), against the size of the whole index.
 */

// writing 300 values takes a while on a loaded machine
afterAll(async () => {
  await putSearchIndex()
  resetSearchIndexCache()
}, 60_000)

describe('a large search index inside workerd', () => {
  it('answers from the few values a query touches and decodes a small part of the index', async () => {
    const { entry, rawBytes } = await putLargeSearchIndex()
    expect(entry.sections).toBe(LARGE_PAGES * 8)
    expect(entry.terms.length).toBeGreaterThan(4)
    expect(entry.displayCount).toBeGreaterThan(20)
    resetSearchIndexCache()
    const app = createApp()
    const before = getSearchRestoreStats()
    const n = 4321
    const response = await app.request(`/api/search?q=${word(n)}&limit=5`, {}, env)
    expect(response.status).toBe(200)
    const results = ((await response.json()) as SearchResultWire[]).map(readSearchResult)
    expect(results[0]?.id).toBe(sectionId(n))
    // the meta, the word's term shard (or two: its completions) and one display shard per result
    expect(getSearchRestoreStats().valuesRead - before.valuesRead).toBeLessThanOrEqual(1 + 2 + 5)
    for (const q of [word(777), `${word(1234)} ${word(2345)}`, word(999).slice(0, -1) + 'x'])
      expect((await app.request(`/api/search?q=${q}`, {}, env)).status).toBe(200)
    const after = getSearchRestoreStats()
    const words = Object.keys(entry.words).length
    const all = 1 + entry.terms.length + words + entry.displayCount
    expect(after.valuesRead - before.valuesRead).toBeLessThan(all)
    console.log(
      `large index: ${all} values, ${rawBytes} bytes raw; 4 queries read ${after.valuesRead - before.valuesRead} values, ${after.bytesRead - before.bytesRead} bytes`
    )
    // the closest measure of memory available: bytes decoded by the isolate for four queries
    // bounded by the queries (42 results, a few term shards each), not by the index
    expect(after.bytesRead - before.bytesRead).toBeLessThan(rawBytes / 2)
    expect(after.bytesRead - before.bytesRead).toBeLessThan(8 * 1024 * 1024)
  }, 120_000)
})
