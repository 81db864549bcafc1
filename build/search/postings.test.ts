import { describe, expect, it } from 'vitest'
import { mergePostings } from './postings'
import { decodePostings, encodePostings } from './postings-file'
import type { IndexedSection } from './write-index'
import { pageOf } from './search-pages'

/** A page of `count` sections whose words come from `seed` (different seeds, different terms). */
function page(name: string, count: number, seed: number): IndexedSection[] {
  const words = ['route', 'state', 'fetch', 'island', 'deploy', 'cache', 'hydrate', 'module']
  return Array.from({ length: count }, (_, index) => ({
    id: index ? `/docs/4.x/${name}#s${index}` : `/docs/4.x/${name}`,
    title: `${words[(seed + index) % words.length]} ${name}`,
    titles: index ? [name] : [],
    content: `${words[(seed * 3 + index) % words.length]} and ${words[(seed + 5) % words.length]} w${seed}x${index}.`,
    level: index ? 2 : 1,
  }))
}

const site = (seeds: number[], counts: number[]) =>
  seeds.map((seed, index) => pageOf(page(`p${index}`, counts[index]!, seed)))
const keysOf = (seeds: number[], counts: number[]) =>
  seeds.map((seed, index) => `${index}:${seed}:${counts[index]}`)

describe('mergePostings', () => {
  const seeds = Array.from({ length: 30 }, (_, index) => index)
  const counts = seeds.map((seed) => 1 + (seed % 4))
  const previous = mergePostings(site(seeds, counts), keysOf(seeds, counts))

  it.each([
    ['one page with new words', [[4, 99, 2]]],
    // as many sections as before: no doc renumbered, the other lists kept as they were
    ['one page with new words, as many sections', [[7, 77, 4]]],
    [
      'two pages, as many sections, the last one too',
      [
        [2, 52, 3],
        [29, 79, 2],
      ],
    ],
    ['one page with more sections', [[0, 0, 7]]],
    ['one page with fewer sections', [[29, 29, 1]]],
    [
      'two pages, one grown, one shrunk',
      [
        [3, 50, 6],
        [20, 61, 1],
      ],
    ],
  ])('merges only the changed pages to what a full merge gives: %s', (_, changes) => {
    const nextSeeds = [...seeds]
    const nextCounts = [...counts]
    for (const [index, seed, count] of changes as number[][]) {
      nextSeeds[index!] = seed!
      nextCounts[index!] = count!
    }
    const pages = site(nextSeeds, nextCounts)
    const keys = keysOf(nextSeeds, nextCounts)
    const incremental = mergePostings(pages, keys, previous)
    const full = mergePostings(pages, keys)
    expect(incremental.levels).toEqual(full.levels)
    expect(incremental.titleTokens).toEqual(full.titleTokens)
    expect(incremental.contentTokens).toEqual(full.contentTokens)
    expect(incremental.pageDocs).toEqual(full.pageDocs)
    expect(new Map([...incremental.postings].sort())).toEqual(new Map([...full.postings].sort()))
    // words of the replaced page are gone, the new page's are there
    expect(incremental.postings.has('w99x0') || !changes.some(([, seed]) => seed === 99)).toBe(true)
  })

  it('merges from scratch when the pages are not the same ones', () => {
    const pages = site(seeds.slice(1), counts.slice(1))
    const state = mergePostings(pages, keysOf(seeds.slice(1), counts.slice(1)), previous)
    expect(state.pageDocs).toEqual(counts.slice(1))
    expect(state.postings).toEqual(mergePostings(pages).postings)
  })

  it('merges from the state as the memo keeps it (bytes, lists as views), under its key only', () => {
    const stored = decodePostings(encodePostings('code-1', previous), 'code-1')!
    expect(decodePostings(encodePostings('code-1', previous), 'code-2')).toBeUndefined()
    const nextSeeds = seeds.map((seed, index) => (index === 7 ? 77 : seed))
    const nextCounts = counts.map((count, index) => (index === 7 ? 5 : count))
    const pages = site(nextSeeds, nextCounts)
    const keys = keysOf(nextSeeds, nextCounts)
    const full = mergePostings(pages, keys)
    const incremental = mergePostings(pages, keys, stored)
    expect(new Map([...incremental.postings].sort())).toEqual(new Map([...full.postings].sort()))
    expect(incremental.contentTokens).toEqual(full.contentTokens)
  })

  it('reads a state written against a base (only its changed lists) as the whole state', () => {
    const nextSeeds = seeds.map((seed, index) => (index === 9 ? 91 : seed))
    const pages = site(nextSeeds, counts)
    const keys = keysOf(nextSeeds, counts)
    const base = decodePostings(encodePostings('code-1', previous), 'code-1')!
    const edited = mergePostings(pages, keys, base)
    const bytes = encodePostings('code-1', edited, { id: 'base-1', postings: base.postings })
    // fewer bytes than the whole state: the lists the edit did not change are the base's
    expect(bytes.byteLength).toBeLessThan(encodePostings('code-1', edited).byteLength)
    const read = decodePostings(bytes, 'code-1', (id) => (id === 'base-1' ? base : undefined))!
    expect(new Map([...read.postings].sort())).toEqual(new Map([...edited.postings].sort()))
    expect(read.base?.id).toBe('base-1')
    // its base gone, the state is not read
    expect(decodePostings(bytes, 'code-1', () => undefined)).toBeUndefined()
  })
})
