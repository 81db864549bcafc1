import { env } from 'cloudflare:test'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSection } from '../../src/shared/content/types'
import {
  getSearchIndexKey,
  SEARCH_MANIFEST_KEY,
  type SearchManifest,
} from '../../src/shared/search/manifest'
import type { SearchResult } from '../../src/shared/search/api'
import { createApp } from '../../worker/app'
import { getSearchRestoreStats, resetSearchIndexCache } from '../../worker/search/load-index'
import { writeIndexValues } from '../../build/search/write-index'
import { putSearchIndex } from './search-kv'

/**
 * A large index inside workerd: 1,500 generated pages (12,000 sections, tens of thousands of
 * distinct words) written by the build's own writer, gzipped and hashed with the Web APIs, put
 * into KV values first and manifest last, then searched through the API. workerd gives a test
 * no heap figure, so the closest measure is asserted: the bytes of the values the isolate
 * decoded (what it can hold is at most that), against the size of the whole index.
 */

const PAGES = 1500
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'qui', 'dor']

/** A deterministic made-up word: `n` written in syllables. */
const word = (n: number) => {
  let text = ''
  for (let rest = n + 12; rest > 0; rest = Math.floor(rest / 12)) text += SYLLABLES[rest % 12]
  return text
}

function generateSections(): SearchSection[] {
  const sections: SearchSection[] = []
  for (let page = 0; page < PAGES; page++) {
    const path = `/docs/4.x/generated/page-${page}`
    for (let part = 0; part < 8; part++) {
      const n = page * 8 + part
      const words = Array.from({ length: 60 }, (_, k) => word((n * 31 + k * 977) % 40_000))
      sections.push({
        id: part ? `${path}#part-${part}` : path,
        title: part ? `Part ${word(n)}` : `Page ${word(page + 50_000)}`,
        titles: part ? [`Page ${word(page + 50_000)}`] : [],
        content: `${words.join(' ')}. The ${word(n)} option of Aster.`,
        level: part ? 2 : 1,
      })
    }
  }
  return sections
}

async function gzip(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('gzip'))
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** Puts a value under the hash of its stored bytes: gzipped, or as is (a display value is text). */
async function put(raw: Uint8Array, gzipped = true): Promise<string> {
  const bytes = new Uint8Array(raw)
  const stored = gzipped ? await gzip(bytes) : bytes
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', stored))
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  const key = getSearchIndexKey(4, hash.slice(0, 16))
  await env.SEARCH.put(key, stored)
  return key
}

// writing 300 values takes a while on a loaded machine
afterAll(async () => {
  await putSearchIndex()
  resetSearchIndexCache()
}, 60_000)

describe('a large search index inside workerd', () => {
  it('answers from the few values a query touches and decodes a small part of the index', async () => {
    const values = writeIndexValues(generateSections())
    const rawBytes = [values.meta, ...values.terms, ...values.words]
      .map((value) => ('bytes' in value ? value.bytes : value).byteLength)
      .concat(values.store.map(({ text }) => new TextEncoder().encode(text).byteLength))
      .reduce((sum, size) => sum + size, 0)
    const manifest = JSON.parse((await env.SEARCH.get(SEARCH_MANIFEST_KEY))!) as SearchManifest
    const entry = {
      hash: 'abcdef0123456789',
      sections: PAGES * 8,
      rawBytes,
      gzipBytes: 0,
      meta: await put(values.meta),
      terms: [] as Array<{ first: string; key: string }>,
      words: {} as Record<string, string>,
      store: [] as Array<{ first: number; key: string }>,
    }
    for (const { first, bytes } of values.terms) entry.terms.push({ first, key: await put(bytes) })
    for (const { letter, bytes } of values.words) entry.words[letter] = await put(bytes)
    for (const { first, text } of values.store)
      entry.store.push({ first, key: await put(new TextEncoder().encode(text), false) })
    expect(entry.terms.length).toBeGreaterThan(4)
    expect(entry.store.length).toBeGreaterThan(20)
    await env.SEARCH.put(
      SEARCH_MANIFEST_KEY,
      JSON.stringify({ ...manifest, versions: { ...manifest.versions, 4: entry } })
    )
    resetSearchIndexCache()
    const app = createApp()
    const before = getSearchRestoreStats()
    const n = 4321
    const response = await app.request(`/api/search?q=${word(n)}&limit=5`, {}, env)
    expect(response.status).toBe(200)
    const results = (await response.json()) as SearchResult[]
    expect(results[0]?.id).toBe(`/docs/4.x/generated/page-${Math.floor(n / 8)}#part-${n % 8}`)
    // the meta, the word's term shard (or two: its completions) and one display shard per result
    expect(getSearchRestoreStats().valuesRead - before.valuesRead).toBeLessThanOrEqual(1 + 2 + 5)
    for (const q of [word(777), `${word(1234)} ${word(2345)}`, word(999).slice(0, -1) + 'x'])
      expect((await app.request(`/api/search?q=${q}`, {}, env)).status).toBe(200)
    const after = getSearchRestoreStats()
    const all = 1 + entry.terms.length + values.words.length + entry.store.length
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
