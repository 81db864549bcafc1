import { deserialize, serialize } from 'node:v8'
import type { SearchSection } from '../../src/shared/content/types'
import { fastPathOn } from '../content/fast-paths'
import { readSpilledPart, readSpilledParts } from './part-spill'
import { pageOf, type IndexedPage } from './search-pages'
import { sectionTerms, type IndexedSection, type SectionTerms } from './section-terms'

/**
 * A page's search sections travel as bytes from the compile to the search thread: the compile
 * serializes them with their terms (v8) once, the content cache keeps the bytes inside the page's
 * entry, and the main thread only packs them, never deserializes them. Reading them back as
 * objects and serializing them again for the thread was a tenth of a one-file rebuild at 1,000
 * pages, and the objects weighed more on the main thread's heap than the bytes.
 * Consumers: build/content/page-compile.ts (encode), build/search/step.ts (pack),
 * build/search/thread.ts (unpack).
 */
interface PageSearch {
  sections: SearchSection[]
  terms: SectionTerms[]
}

/** The sections of one page with their terms (search/section-terms.ts), as bytes. */
export function encodePageSearch(sections: SearchSection[]): Uint8Array {
  const fast = fastPathOn('terms')
  const page: PageSearch = {
    sections,
    terms: sections.map((section) => sectionTerms(section, fast)),
  }
  return serialize(page)
}

/** The sections (with their terms) of one page's bytes. */
export function decodePageSearch(bytes: Uint8Array): IndexedSection[] {
  const { sections, terms } = deserialize(bytes) as PageSearch
  // the objects are this thread's own copies: the terms go on them, no second copy is made
  for (const [index, section] of sections.entries())
    (section as IndexedSection).terms = terms[index]
  return sections
}

/**
 * Pages' search bytes in one buffer of its own (transferable to a thread without a copy):
 * `<count> <length>…` as 32-bit little-endian words, then the bytes, in order.
 */
export function packPageSearch(parts: readonly Uint8Array[]): Uint8Array {
  const head = 4 * (1 + parts.length)
  const packed = new Uint8Array(head + parts.reduce((sum, part) => sum + part.byteLength, 0))
  const words = new DataView(packed.buffer)
  words.setUint32(0, parts.length, true)
  let offset = head
  for (const [index, part] of parts.entries()) {
    words.setUint32(4 * (1 + index), part.byteLength, true)
    packed.set(part, offset)
    offset += part.byteLength
  }
  return packed
}

/** The content cache key of each page, on the page's first section (postings.ts). */
const pageKeys = new WeakMap<IndexedSection, string>()

/** Notes the cache key of the page whose first section this is (a copy of another's: language.ts). */
export function notePageKey(firstSection: IndexedSection, key: string | undefined): void {
  if (key === undefined) pageKeys.delete(firstSection)
  else pageKeys.set(firstSection, key)
}

/** The cache key of the page whose first section this is, when the thread was told it. */
export function pageKeyOf(firstSection: IndexedSection): string | undefined {
  return pageKeys.get(firstSection)
}

/**
 * A collection's pages' search bytes as the search thread takes them: packed into one buffer
 * ({@link packPageSearch}), or where they are in the build's spill file (part-spill.ts).
 */
export type PackedParts = Uint8Array | { file: string; spans: Float64Array }

/**
 * Every section (with its terms) of a {@link packPageSearch} buffer or of spilled parts, pages in
 * order; `keys` (each page's content cache key) are noted on each page's first section
 * ({@link pageKeyOf}).
 */
export function unpackPageSearch(packed: PackedParts, keys?: readonly string[]): IndexedSection[] {
  const sections: IndexedSection[] = []
  let index = 0
  for (const bytes of packedPages(packed)) {
    const page = decodePageSearch(bytes)
    const key = keys?.[index++]
    if (key !== undefined && page[0]) pageKeys.set(page[0], key)
    for (const section of page) sections.push(section)
  }
  return sections
}

function* packedPages(packed: PackedParts): Generator<Uint8Array> {
  if (!(packed instanceof Uint8Array)) {
    yield* readSpilledParts(packed.file, packed.spans)
    return
  }
  const words = new DataView(packed.buffer, packed.byteOffset, packed.byteLength)
  const count = words.getUint32(0, true)
  let offset = 4 * (1 + count)
  for (let index = 0; index < count; index++) {
    const length = words.getUint32(4 * (1 + index), true)
    yield packed.subarray(offset, offset + length)
    offset += length
  }
}

/**
 * A collection's pages (search-pages.ts) from its packed or spilled parts: a page whose key
 * `known` names (the last build indexed it: value-memo.ts `pageTable`) is read only when its
 * sections are asked for; the others are read now. Pages without sections are left out, as
 * grouping sections by page leaves them out. `count`: the pages read, of all.
 */
export function unpackPages(
  packed: PackedParts,
  keys: readonly string[] | undefined,
  known: (key: string) => { path: string; docs: number } | undefined,
  count: { read: number; of: number } = { read: 0, of: 0 }
): IndexedPage[] {
  const pages: IndexedPage[] = []
  const decode = (bytes: Uint8Array) => {
    count.read++
    return decodePageSearch(bytes)
  }
  for (const [index, bytes] of pagesAt(packed).entries()) {
    count.of++
    const key = keys?.[index]
    const table = key === undefined ? undefined : known(key)
    if (table) {
      let sections: IndexedSection[] | undefined
      pages.push({ key, ...table, sections: () => (sections ??= decode(bytes())) })
      continue
    }
    const sections = decode(bytes())
    if (sections.length) pages.push(pageOf(sections, key))
  }
  return pages
}

/** Each page's bytes, read when called. */
function pagesAt(packed: PackedParts): (() => Uint8Array)[] {
  if (!(packed instanceof Uint8Array)) {
    const { file, spans } = packed
    return Array.from(
      { length: spans.length / 2 },
      (_, index) => () => readSpilledPart(file, spans[index * 2]!, spans[index * 2 + 1]!)
    )
  }
  const words = new DataView(packed.buffer, packed.byteOffset, packed.byteLength)
  const count = words.getUint32(0, true)
  const pages: (() => Uint8Array)[] = []
  let offset = 4 * (1 + count)
  for (let index = 0; index < count; index++) {
    const length = words.getUint32(4 * (1 + index), true)
    const from = offset
    pages.push(() => packed.subarray(from, from + length))
    offset += length
  }
  return pages
}
