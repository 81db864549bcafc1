import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SearchQuerySchema, toSearchResult } from './api'

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
  it('splits the id into path and anchor, tags the group and highlights the snippet', () => {
    const section = {
      id: '/blog/aster-4#breaking-changes',
      title: 'Breaking changes',
      titles: ['Announcing Aster 4.0'],
      content: 'Some <b>breaking</b> changes.',
      level: 2,
    }
    expect(toSearchResult(section, 'breaking')).toEqual({
      id: '/blog/aster-4#breaking-changes',
      path: '/blog/aster-4',
      anchor: 'breaking-changes',
      title: 'Breaking changes',
      titles: ['Announcing Aster 4.0'],
      level: 2,
      group: 'blog',
      snippet: 'Some &lt;b&gt;<mark>breaking</mark>&lt;/b&gt; changes.',
    })
    expect(toSearchResult({ ...section, id: '/docs/4.x/a' }, 'x')).toMatchObject({
      path: '/docs/4.x/a',
      anchor: null,
      group: 'docs',
    })
  })
})
