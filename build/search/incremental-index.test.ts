import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSearchIndexes } from './index'
import { notePageKey } from './page-search'
import { SearchValueMemo } from './value-memo'
import type { IndexedSection } from './write-index'

/**
 * A one-page edit's index, built from the last build's postings and shards (postings.ts merges
 * only the changed page, index.ts keeps every term shard none of whose terms changed), must be
 * the very files a cold build of the same content writes.
 */

const WORDS = ['route', 'state', 'fetch', 'island', 'deploy', 'cache', 'hydrate', 'module']

/** 400 pages of 3 sections, each with 40 words of its own (several term shards) and shared ones. */
function site(edits: Record<number, string> = {}): IndexedSection[] {
  return Array.from({ length: 400 }, (_, page) =>
    Array.from({ length: 3 }, (_, index) => ({
      id: index ? `/docs/4.x/p${page}#s${index}` : `/docs/4.x/p${page}`,
      title: `${WORDS[(page + index) % WORDS.length]} page ${page}`,
      titles: index ? [`page ${page}`] : [],
      content: `${WORDS[(page * 3 + index) % WORDS.length]} and v${page % 50}. ${own(page, index)} ${
        index === 1 ? (edits[page] ?? '') : ''
      }`,
      level: index ? 2 : 1,
    }))
  ).flat()
}

const own = (page: number, index: number) =>
  Array.from({ length: 40 }, (_, n) => `u${page}y${index}z${n}`).join(' ')

/** The sections with each page's key noted on its first (what the content cache key does). */
function keyed(sections: IndexedSection[], edits: Record<number, string> = {}): IndexedSection[] {
  const copies = sections.map((section) => ({ ...section }))
  for (const section of copies)
    if (!section.id.includes('#')) {
      const page = Number(section.id.slice('/docs/4.x/p'.length))
      notePageKey(section, `p${page}:${edits[page] ?? ''}`)
    }
  return copies
}

async function files(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(join(dir, 'search'))).sort()
  const read = names.map(
    async (name) => [name, (await readFile(join(dir, 'search', name))).toString('base64')] as const
  )
  return new Map(await Promise.all(read))
}

const dirs: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'aster-incremental-index-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('a one-page edit of the search index', () => {
  it.each([
    ['a word added to a page', { 123: 'zebra crossing' }],
    ['a word of the first and the last page', { 0: 'aardvark', 399: 'zzz' }],
    ['shared words only', { 200: 'route state fetch' }],
  ])('writes what a cold build writes: %s', async (_, edits) => {
    const root = await tempDir()
    // the last build, with its memo
    const first = SearchValueMemo.open(root, 'test')!
    await buildSearchIndexes({ docsv4: keyed(site()) }, await tempDir(), first, 'before')
    // the edit, from the memo
    const memo = SearchValueMemo.open(root, 'test')!
    const edited = await tempDir()
    const manifest = await buildSearchIndexes(
      { docsv4: keyed(site(edits), edits) },
      edited,
      memo,
      'after'
    )
    // several term shards: most are the last build's, kept
    expect(manifest.versions[4].terms.length).toBeGreaterThan(3)
    const cold = await tempDir()
    const coldManifest = await buildSearchIndexes({ docsv4: site(edits) }, cold)
    expect(manifest).toEqual(coldManifest)
    expect(await files(edited)).toEqual(await files(cold))
  })
})
