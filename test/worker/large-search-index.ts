import { env } from 'cloudflare:test'
import type { SearchSection } from '../../src/shared/content/types'
import {
  getSearchIndexKey,
  SEARCH_MANIFEST_KEY,
  type SearchManifest,
  type SearchManifestEntry,
} from '../../src/shared/search/manifest'
import { writeIndexValues } from '../../build/search/write-index'

/*
 * A large search index for the worker tests (search-large, search-budget): 1,500 generated pages
 * (12,000 sections, tens of thousands of distinct words) written by the build's own writer,
 * gzipped and hashed with the Web APIs as the build does, put into KV values first and the
 * manifest (version 4 replaced) last.
 */

/** Pages of the index, 8 sections each. */
export const LARGE_PAGES = 1500
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

function generateSections(): SearchSection[] {
  const sections: SearchSection[] = []
  for (let page = 0; page < LARGE_PAGES; page++) {
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

/** Sizes of the index's values, raw (as the isolate decodes them), in bytes. */
export interface LargeIndexSizes {
  rawBytes: number
  meta: number
  /** The largest of each kind. */
  largest: { terms: number; words: number; store: number }
}

/** Writes the index into KV (values first, manifest last); its entry and sizes. */
export async function putLargeSearchIndex(): Promise<
  { entry: SearchManifestEntry } & LargeIndexSizes
> {
  const values = writeIndexValues(generateSections())
  const encoder = new TextEncoder()
  const storeSizes = values.store.map(({ text }) => encoder.encode(text).byteLength)
  const largest = (sizes: number[]) => Math.max(...sizes)
  const rawBytes = [
    values.meta,
    ...values.terms.map((v) => v.bytes),
    ...values.words.map((v) => v.bytes),
  ]
    .map((bytes) => bytes.byteLength)
    .concat(storeSizes)
    .reduce((sum, size) => sum + size, 0)
  const manifest = JSON.parse((await env.SEARCH.get(SEARCH_MANIFEST_KEY))!) as SearchManifest
  const entry: SearchManifestEntry = {
    hash: 'abcdef0123456789',
    sections: LARGE_PAGES * 8,
    rawBytes,
    gzipBytes: 0,
    meta: await put(values.meta),
    terms: [],
    words: {},
    store: [],
  }
  for (const { first, bytes } of values.terms) entry.terms.push({ first, key: await put(bytes) })
  for (const { letter, bytes } of values.words) entry.words[letter] = await put(bytes)
  for (const { first, text } of values.store)
    entry.store.push({ first, key: await put(encoder.encode(text), false) })
  await env.SEARCH.put(
    SEARCH_MANIFEST_KEY,
    JSON.stringify({ ...manifest, versions: { ...manifest.versions, 4: entry } })
  )
  return {
    entry,
    rawBytes,
    meta: values.meta.byteLength,
    largest: {
      terms: largest(values.terms.map((v) => v.bytes.byteLength)),
      words: largest(values.words.map((v) => v.bytes.byteLength)),
      store: largest(storeSizes),
    },
  }
}
