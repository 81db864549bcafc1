import { describe, expect, it } from 'vitest'
import type { SearchSection } from '../../src/shared/content/types'
import { IN_TITLE, IN_TITLES } from '../../src/shared/search/index-format'
import { buildIndexOf } from './index'
import { readSectionTerms, sectionTerms } from './section-terms'

const SECTIONS: SearchSection[] = [
  {
    id: '/docs/4.x/routing',
    title: 'Routing basics',
    titles: [],
    content: 'Pages map to routes. Dynamic routes use brackets: [id].vue maps to /:id.',
    level: 1,
  },
  {
    id: '/docs/4.x/routing#middleware',
    title: 'Route middleware',
    titles: ['Routing basics'],
    content: 'defineRouteMiddleware runs before a route renders; 中间件 在 路由 之前 运行.',
    level: 2,
  },
  {
    id: '/docs/4.x/state',
    title: 'State',
    titles: [],
    content: 'useState shares state between server and client. State survives hydration.',
    level: 1,
  },
]

describe('section terms', () => {
  it('counts content tokens, title words and each term with its title bits', () => {
    const terms = readSectionTerms(sectionTerms(SECTIONS[1]!))
    expect(terms.titleWords).toBe(2)
    expect(terms.length).toBeGreaterThan(8)
    const hits = new Map(terms.hits)
    expect(hits.get('middleware')! & IN_TITLE).toBe(IN_TITLE)
    expect(hits.get('routing')! & IN_TITLES).toBe(IN_TITLES)
    // camelCase humps and CJK bigrams are terms too
    expect(hits.has('route')).toBe(true)
    expect([...hits.keys()].some((term) => /[\u4e00-\u9fff]{2}/.test(term))).toBe(true)
  })

  it('gives the index the same bytes as tokenizing in the search step', () => {
    const plain = buildIndexOf(SECTIONS, 4)
    const precomputed = buildIndexOf(
      SECTIONS.map((section) => ({ ...section, terms: sectionTerms(section) })),
      4
    )
    expect(precomputed.entry).toEqual(plain.entry)
    expect([...precomputed.values.keys()]).toEqual([...plain.values.keys()])
  })

  it('uses the terms it is given (the cached ones) instead of tokenizing again', () => {
    const given = SECTIONS.map((section, index) => ({
      ...section,
      terms: index === 2 ? sectionTerms({ ...section, content: 'quasar' }) : sectionTerms(section),
    }))
    expect(buildIndexOf(given, 4).entry.hash).not.toBe(buildIndexOf(SECTIONS, 4).entry.hash)
  })
})
