import { env } from 'cloudflare:test'
import type { SearchSection } from '../../src/shared/content/types'
import {
  getSearchIndexKey,
  SEARCH_MANIFEST_KEY,
  type SearchManifest,
  type SearchManifestEntry,
} from '../../src/shared/search/manifest'
import { encodeMeta } from '../../src/shared/search/index-format'
import { writeIndexValues } from '../../build/search/write-index'

/*
 * A large search index for the worker tests: 1,500 generated pages (12,000 sections, tens of
 * thousands of distinct words) for search-large, 10,000 pages (80,000 sections) for
 * search-budget written by the build's own writer,
 * gzipped (display values then base64) and hashed with the Web APIs as the build does, put into
 * KV values first (display values before the meta value that routes to them) and the manifest
 * (version 4 replaced) last.
 */

/** Pages of the index, 8 sections each (search-large). */
export const LARGE_PAGES = 1500
/** Pages of a docs site at the size the search must hold (search-budget). */
export const SITE_PAGES = 10_000
const SYLLABLES = ['ka', 'lo', 'mi', 'ne', 'ru', 'sa', 'ti', 'vo', 'ze', 'pa', 'qui', 'dor']

/** A deterministic made-up word: `n` written in syllables. */
export const word = (n: number) => {
  let text = ''
  for (let rest = n + 12; rest > 0; rest = Math.floor(rest / 12)) text += SYLLABLES[rest % 12]
  return text
}

/** The id of section `n` of the index. */
export const sectionId = (n: number) =>
  `/docs/4.x/generated/page-${Math.floor(n / 8)}${n % 8 ? `#part-${n % 8}` : ''}`

function generateSections(pages: number): SearchSection[] {
  const sections: SearchSection[] = []
  for (let page = 0; page < pages; page++) {
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

/** Puts a value under the hash of its stored bytes; its key. */
async function put(stored: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', stored))
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
  const key = getSearchIndexKey(4, hash.slice(0, 16))
  await env.SEARCH.put(key, stored)
  return key
}

/** A display value as the build stores it: its gzip as base64 text. */
async function putDisplay(text: string): Promise<string> {
  const gzipped = await gzip(new TextEncoder().encode(text))
  const base64 = btoa(Array.from(gzipped, (byte) => String.fromCharCode(byte)).join(''))
  return put(new TextEncoder().encode(base64))
}

/** Sizes of the index's values, raw (as the isolate decodes them), in bytes. */
export interface LargeIndexSizes {
  rawBytes: number
  meta: number
  /** The largest of each kind. */
  largest: { terms: number; words: number; store: number }
}

/** Writes the index of `pages` pages into KV (values first, manifest last); its entry and sizes. */
export async function putLargeSearchIndex(
  pages = LARGE_PAGES
): Promise<{ entry: SearchManifestEntry } & LargeIndexSizes> {
  const values = writeIndexValues(generateSections(pages))
  const encoder = new TextEncoder()
  const storeSizes = values.store.map(({ text }) => encoder.encode(text).byteLength)
  const largest = (sizes: number[]) => Math.max(...sizes)
  const display: Array<{ first: number; hash: string }> = []
  for (const { first, text } of values.store) {
    const key = await putDisplay(text)
    display.push({ first, hash: key.slice(key.lastIndexOf(':') + 1) })
  }
  const meta = encodeMeta({ ...values.meta, display })
  // a term shard's bytes are made when asked for (build/search/write-index.ts): once here
  const terms = values.terms.map(({ first, bytes }) => ({ first, bytes: bytes() }))
  const rawBytes = [meta, ...terms.map((v) => v.bytes), ...values.words.map((v) => v.bytes)]
    .map((bytes) => bytes.byteLength)
    .concat(storeSizes)
    .reduce((sum, size) => sum + size, 0)
  const manifest = JSON.parse((await env.SEARCH.get(SEARCH_MANIFEST_KEY))!) as SearchManifest
  const entry: SearchManifestEntry = {
    hash: 'abcdef0123456789',
    sections: pages * 8,
    rawBytes,
    gzipBytes: 0,
    meta: await put(await gzip(new Uint8Array(meta))),
    terms: [],
    words: {},
    displayCount: display.length,
  }
  for (const { first, bytes } of terms)
    entry.terms.push({ first, key: await put(await gzip(new Uint8Array(bytes))) })
  for (const { letter, bytes } of values.words)
    entry.words[letter] = await put(await gzip(new Uint8Array(bytes)))
  await env.SEARCH.put(
    SEARCH_MANIFEST_KEY,
    JSON.stringify({ ...manifest, versions: { ...manifest.versions, 4: entry } })
  )
  return {
    entry,
    rawBytes,
    meta: meta.byteLength,
    largest: {
      terms: largest(terms.map((v) => v.bytes.byteLength)),
      words: largest(values.words.map((v) => v.bytes.byteLength)),
      store: largest(storeSizes),
    },
  }
}
