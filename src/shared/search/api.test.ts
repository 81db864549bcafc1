import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { readSearchResult, SearchQuerySchema, toSearchResult, toSearchResults } from './api'
import { SNIPPET_FULL_RESULTS, SNIPPET_SHORT_LENGTH } from './highlight'

const parse = (input: Record<string, unknown>) => v.safeParse(SearchQuerySchema, input)

describe('GET /api/search parameters', () => {
  it('defaults: empty q, version 4, limit 42', () => {
    expect(parse({}).output).toEqual({ q: '', version: 4, limit: 42 })
    expect(parse({ q: 'hooks', version: '3', limit: '5' }).output).toEqual({
      q: 'hooks',
      version: 3,
      limit: 5,
    })
  })

  it('normalises q: trimmed, runs of blanks made one space (one cache entry per search)', () => {
    expect(parse({ q: '  route \t\n middleware ' }).output).toEqual({
      q: 'route middleware',
      version: 4,
      limit: 42,
    })
    expect(parse({ q: '   ' }).output).toEqual({ q: '', version: 4, limit: 42 })
  })

  it.each([
    { version: '5' },
    { version: '' },
    { limit: '0' },
    { limit: '43' },
    { limit: '1.5' },
    { limit: '-1' },
    { q: ['a', 'b'] },
    { q: 'x'.repeat(201) },
  ])('rejects %o with a message', (input) => {
    const result = parse(input)
    expect(result.success).toBe(false)
    expect(result.issues?.[0].message).toMatch(/^"(q|version|limit)" must/)
  })
})

describe('search results', () => {
  it('sends only what the id does not say; the reader splits the id into path and anchor and tags the group', () => {
    const section = {
      id: '/blog/aster-4#breaking-changes',
      title: 'Breaking changes',
      titles: ['Announcing Aster 4.0'],
      content: 'Some <b>breaking</b> changes.',
      level: 2,
    }
    const sent = toSearchResult(section, 'breaking')
    expect(sent).toEqual({
      id: '/blog/aster-4#breaking-changes',
      title: 'Breaking changes',
      titles: ['Announcing Aster 4.0'],
      level: 2,
      snippet: 'Some &lt;b&gt;<mark>breaking</mark>&lt;/b&gt; changes.',
    })
    expect(readSearchResult(JSON.parse(JSON.stringify(sent)))).toEqual({
      ...sent,
      path: '/blog/aster-4',
      anchor: 'breaking-changes',
      group: 'blog',
    })
    expect(readSearchResult(toSearchResult({ ...section, id: '/docs/4.x/a' }, 'x'))).toMatchObject({
      path: '/docs/4.x/a',
      anchor: null,
      group: 'docs',
    })
  })

  it('gives the first results two-line snippets and the ones below one line', () => {
    const content = `${'word '.repeat(100)}`
    const sections = Array.from({ length: 42 }, (_, n) => ({
      id: `/docs/4.x/p${n}`,
      title: `Page ${n}`,
      titles: [],
      content,
      level: 1,
    }))
    const results = toSearchResults(sections, 'word')
    const length = (snippet: string) => snippet.replace(/<\/?mark>|…/g, '').length
    expect(length(results[SNIPPET_FULL_RESULTS - 1]!.snippet)).toBeGreaterThan(SNIPPET_SHORT_LENGTH)
    expect(length(results[SNIPPET_FULL_RESULTS]!.snippet)).toBeLessThanOrEqual(SNIPPET_SHORT_LENGTH)
    expect(results.map((r) => r.id)).toEqual(sections.map((s) => s.id))
  })
})
