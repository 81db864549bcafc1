import { describe, expect, it } from 'vitest'
import { createHeadingSlugger, FALLBACK_HEADING_ID, slugifyHeading } from './slug'

describe('slugifyHeading', () => {
  it.each([
    ['Getting Started', 'getting-started'],
    ['Hello, World!', 'hello-world'],
    ['Using `useFetch()` & friends', 'using-usefetch-friends'],
    ['  spaced   out  ', 'spaced-out'],
    ['a -- b', 'a-b'],
    ['-edge-', 'edge'],
    ['安装指南', '安装指南'],
    ['Vue 3 与 Aster', 'vue-3-与-aster'],
    ['Café crème', 'café-crème'],
    ['v4.0.0 release', 'v400-release'],
    ['snake_case name', 'snakecase-name'],
    ['🚀', FALLBACK_HEADING_ID],
  ])('%s → %s', (text, slug) => {
    expect(slugifyHeading(text)).toBe(slug)
  })
})

describe('createHeadingSlugger', () => {
  it('suffixes repeats and skips ids already taken', () => {
    const slug = createHeadingSlugger()
    expect(['Setup', 'Setup', 'Setup 1', 'Setup'].map(slug)).toEqual([
      'setup',
      'setup-1',
      'setup-1-1',
      'setup-2',
    ])
  })

  it('suffixes a natural slug that collides with an earlier suffix, and skips it later', () => {
    const slug = createHeadingSlugger()
    expect(['a', 'a', 'a-1', 'a', 'a-1', 'a 2', 'a'].map(slug)).toEqual([
      'a',
      'a-1',
      'a-1-1',
      'a-2',
      'a-1-2',
      'a-2-1',
      'a-3',
    ])
    const early = createHeadingSlugger()
    expect(['a-1', 'a-2', 'a', 'a', 'a', 'a-3'].map(early)).toEqual([
      'a-1',
      'a-2',
      'a',
      'a-3',
      'a-4',
      'a-3-1',
    ])
  })

  it('gives the same ids as the naive first-free-suffix search', () => {
    /** The definition: the first of `base`, `base-1`, `base-2`... not taken yet. */
    const naive = () => {
      const taken = new Set<string>()
      return (text: string) => {
        const base = slugifyHeading(text)
        let id = base
        for (let n = 1; taken.has(id); n++) id = `${base}-${n}`
        taken.add(id)
        return id
      }
    }
    const WORDS = ['a', 'a 1', 'a-2', 'a 1 1', 'b', 'b-1', 'a-1-2', '🚀', 'section 1', 'A']
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let round = 0; round < 50; round++) {
      const headings = Array.from(
        { length: 200 },
        (): string => WORDS[Math.floor(random() * WORDS.length)]!
      )
      expect(headings.map(createHeadingSlugger())).toEqual(headings.map(naive()))
    }
  })

  it('numbers 20,000 identical headings with a linear number of lookups', () => {
    const slug = createHeadingSlugger()
    // Counts the slugger's `taken.has` probes; throws early instead of running N²/2 of them
    const has = Set.prototype.has
    const limit = 2 * 20_000
    let probes = 0
    Set.prototype.has = function (this: Set<unknown>, value: unknown) {
      if (++probes > limit) throw new Error(`more than ${limit} lookups`)
      return has.call(this, value)
    }
    let ids: string[]
    try {
      ids = Array.from({ length: 20_000 }, () => slug('A'))
    } finally {
      Set.prototype.has = has
    }
    expect(ids).toEqual(['a', ...Array.from({ length: 19_999 }, (_, i) => `a-${i + 1}`)])
    expect(probes).toBeLessThanOrEqual(limit)
  })
})
