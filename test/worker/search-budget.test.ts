import { env } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSearchResult, type SearchResultWire } from '../../src/shared/search/api'
import { SEARCH_ISOLATE_BYTES } from '../../src/shared/search/manifest'
import { MAX_QUERY_CORRECTIONS } from '../../src/shared/search/query-words'
import { createApp } from '../../worker/app'
import { getSearchRestoreStats, resetSearchIndexCache } from '../../worker/search/load-index'
import { putLargeSearchIndex, SITE_PAGES, word, type LargeIndexSizes } from './large-search-index'
import { putSearchIndex } from './search-kv'

/**
 * The per-isolate budget of the search inside workerd. workerd gives a test no heap figure, so
 * what is asserted is what bounds the heap: the bytes of the values an isolate reads and decodes
 * (kept by bytes, SEARCH_ISOLATE_BYTES: stored as read and decoded, least recently used dropped),
 * and the KV reads per query, display data in ONE read whatever the number of results.
 * Budget: a cold query decodes at most 2 MB; an isolate keeps at most the meta plus the two byte
 * budgets, which must stay under 40 MB (the heap goal; a Worker isolate may use 128 MB).
 */

const MB = 1024 * 1024
const COLD_QUERY_BYTES = 2 * MB
const ISOLATE_BYTES = 40 * MB

const app = createApp()

/** One search through the API; what it cost in KV reads and decoded bytes. */
async function search(q: string) {
  const before = getSearchRestoreStats()
  const response = await app.request(`/api/search?${new URLSearchParams({ q })}`, {}, env)
  expect(response.status).toBe(200)
  const results = ((await response.json()) as SearchResultWire[]).map(readSearchResult)
  const after = getSearchRestoreStats()
  return {
    results,
    kvReads: after.kvReads - before.kvReads,
    valuesRead: after.valuesRead - before.valuesRead,
    displayReads: after.displayReads - before.displayReads,
    bytes: after.bytesRead - before.bytesRead,
  }
}

describe('search budget of an isolate, on the index of the build (dist/search)', () => {
  beforeAll(async () => {
    await putSearchIndex()
    resetSearchIndexCache()
  })

  it('reads the display data of up to 42 results in one KV read', async () => {
    const cold = await search('aster')
    expect(cold.results.length).toBe(42)
    expect(new Set(cold.results.map((r) => r.path)).size).toBeGreaterThan(5)
    expect(cold.displayReads).toBe(1)
    // manifest, meta, the word's term shard(s), one display read
    expect(cold.kvReads).toBeLessThanOrEqual(2 + 3 + 1)
    for (const q of ['rout', 'configuraton', 'server functions', 'hydration mis', '部署']) {
      const { results, displayReads } = await search(q)
      expect(results.length).toBeGreaterThan(0)
      expect(displayReads).toBeLessThanOrEqual(1)
    }
  })
})

describe('search budget of an isolate, on the index of a 10,000-page site (80,000 sections)', () => {
  let sizes: LargeIndexSizes
  beforeAll(async () => {
    sizes = await putLargeSearchIndex(SITE_PAGES)
    resetSearchIndexCache()
  }, 120_000)
  afterAll(async () => {
    await putSearchIndex()
    resetSearchIndexCache()
  }, 60_000)

  it('keeps a cold query and a series of queries within the stated budget', async () => {
    const kept = sizes.meta + SEARCH_ISOLATE_BYTES.stored + SEARCH_ISOLATE_BYTES.decoded
    expect(kept).toBeLessThan(ISOLATE_BYTES)

    const cold = await search(word(4321))
    expect(cold.results.length).toBeGreaterThan(0)
    expect(cold.bytes).toBeLessThan(COLD_QUERY_BYTES)
    expect(cold.kvReads).toBeLessThanOrEqual(2 + 3 + 1)
    expect(cold.displayReads).toBe(1)

    // words, prefixes, one-edit typos and pairs, spread over the whole vocabulary
    const queries = Array.from({ length: 60 }, (_, n) => {
      const w = word((n * 7919) % 40_000)
      if (n % 4 === 1) return w.slice(0, 4)
      if (n % 4 === 2) return `${w.slice(0, -1)}x`
      if (n % 4 === 3) return `${w} ${word((n * 104_729) % 40_000)}`
      return w
    })
    let total = cold.bytes
    for (const q of queries) {
      const { kvReads, displayReads, bytes } = await search(q)
      // each word: its term shard and at most two more for completions; a typo: one or two word
      // lists and the shards of its corrections; the results: one display read
      const words = q.split(' ').length
      expect(kvReads).toBeLessThanOrEqual(words * 3 + 2 + MAX_QUERY_CORRECTIONS + 1)
      expect(displayReads).toBeLessThanOrEqual(1)
      expect(bytes).toBeLessThan(COLD_QUERY_BYTES)
      total += bytes
    }
    const held = getSearchRestoreStats()
    expect(held.storedBytes).toBeGreaterThan(0)
    expect(held.storedBytes).toBeLessThanOrEqual(SEARCH_ISOLATE_BYTES.stored)
    expect(held.decodedBytes).toBeLessThanOrEqual(SEARCH_ISOLATE_BYTES.decoded)
    // what the isolate holds answers again without KV: the same queries, other limits
    for (const q of queries.slice(0, 10)) {
      const again = await app.request(
        `/api/search?${new URLSearchParams({ q, limit: '41' })}`,
        {},
        env
      )
      expect(again.status).toBe(200)
    }
    expect(getSearchRestoreStats().valuesRead).toBe(held.valuesRead)
    console.log(
      `search budget: cold query ${cold.kvReads} KV reads, ${cold.bytes} bytes decoded; 61 queries ${total} bytes decoded; an isolate keeps at most ${kept} bytes of values`
    )
  }, 120_000)
})
