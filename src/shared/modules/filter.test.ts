import { describe, expect, it } from 'vitest'
import {
  canonicalModulesSearch,
  escapeRegExp,
  filterModules,
  isFeaturedOrder,
  parseModuleQuery,
  parsePage,
  sameSearch,
  visibleCount,
  withModuleQuery,
  type FilterableModule,
  type ModuleQuery,
} from './filter'

type Fixture = FilterableModule & { id: string }

/** A module with defaults; only what a test cares about is given. */
function mod(
  name: string,
  fields: Partial<Omit<Fixture, 'stats'>> & { stats?: Partial<Fixture['stats']> } = {}
): Fixture {
  const { stats, ...rest } = fields
  return {
    id: name,
    name,
    npm: `aster-${name}`,
    category: 'UI',
    description: `The ${name} module`,
    repo: `someone/aster-${name}`,
    type: 'community',
    sponsor: false,
    ...rest,
    stats: {
      downloads: 100,
      stars: 10,
      publishedAt: '2025-01-01T00:00:00.000Z',
      createdAt: '2023-01-01T00:00:00.000Z',
      ...stats,
    },
  }
}

const names = (modules: Fixture[]) => modules.map((m) => m.name)
const q = (query: Partial<ModuleQuery> = {}): ModuleQuery => ({ q: '', ...query })

describe('search (case-insensitive, special characters escaped)', () => {
  const modules = [
    mod('image', {
      npm: '@aster/image',
      category: 'Images',
      description: 'Resize and optimize images',
    }),
    mod('cplusplus', { description: 'Bindings for C++ libraries (native)' }),
    mod('regex', { description: 'Match routes with .* wildcards' }),
    mod('seo', { category: 'SEO', repo: 'seo-team/aster-meta' }),
    mod('plain', { description: 'Nothing special here' }),
  ]

  it('matches name, npm, category, description and repo, ignoring case', () => {
    expect(names(filterModules(modules, q({ q: 'IMAGE' })))).toEqual(['image'])
    expect(names(filterModules(modules, q({ q: '@aster/' })))).toEqual(['image'])
    expect(names(filterModules(modules, q({ q: 'images' })))).toEqual(['image'])
    expect(names(filterModules(modules, q({ q: 'optimize' })))).toEqual(['image'])
    expect(names(filterModules(modules, q({ q: 'seo-team' })))).toEqual(['seo'])
    expect(names(filterModules(modules, q({ q: 'seo' })))).toEqual(['seo'])
  })

  it('does not match fields outside the list (type, stats)', () => {
    expect(filterModules([mod('x', { type: 'official' })], q({ q: 'official' }))).toEqual([])
    expect(filterModules([mod('x', { stats: { downloads: 4242 } })], q({ q: '4242' }))).toEqual([])
  })

  it('treats regular-expression characters literally: c++, (, .*', () => {
    expect(names(filterModules(modules, q({ q: 'c++' })))).toEqual(['cplusplus'])
    expect(names(filterModules(modules, q({ q: '(' })))).toEqual(['cplusplus'])
    expect(names(filterModules(modules, q({ q: '.*' })))).toEqual(['regex'])
    expect(filterModules(modules, q({ q: '[' }))).toEqual([])
    expect(filterModules(modules, q({ q: '\\' }))).toEqual([])
    expect(filterModules(modules, q({ q: '^image$' }))).toEqual([])
    expect(filterModules(modules, q({ q: 'a|b' }))).toEqual([])
  })

  it('escapes every special character', () => {
    const special = '.*+?^${}()|[]\\/-'
    expect(new RegExp(escapeRegExp(special)).test(`x${special}y`)).toBe(true)
  })

  it('returns everything for an empty search', () => {
    expect(filterModules(modules, q())).toHaveLength(modules.length)
  })
})

describe('category', () => {
  const modules = [
    mod('a', { category: 'SEO' }),
    mod('b', { category: 'SEO', type: 'official' }),
    mod('c', { category: 'Official', type: 'official' }),
    mod('d', { category: 'UI' }),
  ]

  it('keeps the modules of the category', () => {
    expect(names(filterModules(modules, q({ category: 'SEO' }))).sort()).toEqual(['a', 'b'])
  })

  it("'Official' means type official, whatever the module's own category", () => {
    expect(names(filterModules(modules, q({ category: 'Official' }))).sort()).toEqual(['b', 'c'])
  })

  it('combines with the search', () => {
    expect(
      names(
        filterModules(
          [...modules, mod('seo-d', { category: 'UI' })],
          q({ q: 'seo', category: 'UI' })
        )
      )
    ).toEqual(['seo-d'])
  })
})

describe('sort and order', () => {
  const modules = [
    mod('low', {
      stats: {
        downloads: 10,
        stars: 900,
        publishedAt: '2025-06-01T00:00:00Z',
        createdAt: '2020-01-01T00:00:00Z',
      },
    }),
    mod('high', {
      stats: {
        downloads: 9000,
        stars: 5,
        publishedAt: '2024-01-01T00:00:00Z',
        createdAt: '2024-01-01T00:00:00Z',
      },
    }),
    mod('mid', {
      stats: {
        downloads: 500,
        stars: 50,
        publishedAt: '2025-01-01T00:00:00Z',
        createdAt: '2022-01-01T00:00:00Z',
      },
    }),
    mod('sponsored', {
      sponsor: true,
      stats: {
        downloads: 1,
        stars: 1,
        publishedAt: '2021-01-01T00:00:00Z',
        createdAt: '2021-01-01T00:00:00Z',
      },
    }),
    mod('official', {
      type: 'official',
      stats: {
        downloads: 2,
        stars: 2,
        publishedAt: '2021-02-01T00:00:00Z',
        createdAt: '2021-02-01T00:00:00Z',
      },
    }),
  ]

  it('by default (neither sortBy nor orderBy): sponsored first, then official, then downloads desc', () => {
    expect(isFeaturedOrder(q())).toBe(true)
    expect(names(filterModules(modules, q()))).toEqual([
      'sponsored',
      'official',
      'high',
      'mid',
      'low',
    ])
  })

  it('orders each featured group by downloads desc', () => {
    const groups = [
      mod('s1', { sponsor: true, stats: { downloads: 1 } }),
      mod('s2', { sponsor: true, type: 'official', stats: { downloads: 50 } }),
      mod('o1', { type: 'official', stats: { downloads: 5 } }),
      mod('o2', { type: 'official', stats: { downloads: 7 } }),
      mod('c1', { stats: { downloads: 1000 } }),
    ]
    expect(names(filterModules(groups, q()))).toEqual(['s2', 's1', 'o2', 'o1', 'c1'])
  })

  it.each([
    ['sortBy', { sortBy: 'downloads' }],
    ['orderBy', { orderBy: 'desc' }],
  ] as const)('drops the featured order once %s is given (even the default)', (_, given) => {
    expect(isFeaturedOrder(q(given))).toBe(false)
    const byDownloads = ['high', 'mid', 'low', 'official', 'sponsored']
    expect(names(filterModules(modules, q(given)))).toEqual(byDownloads)
  })

  it.each<[Partial<ModuleQuery>, string]>([
    [{ orderBy: 'asc' }, 'sponsored official low mid high'],
    [{ sortBy: 'stars' }, 'low mid high official sponsored'],
    [{ sortBy: 'stars', orderBy: 'asc' }, 'sponsored official high mid low'],
    [{ sortBy: 'publishedAt' }, 'low mid high official sponsored'],
    [{ sortBy: 'createdAt' }, 'high mid official sponsored low'],
    [{ sortBy: 'createdAt', orderBy: 'asc' }, 'low sponsored official mid high'],
  ])('sorts by %j (downloads and desc unless given): %s', (query, order) => {
    expect(names(filterModules(modules, q(query)))).toEqual(order.split(' '))
  })

  it('breaks ties by name and never changes its input', () => {
    const tied = [mod('b'), mod('c'), mod('a')]
    const copy = [...tied]
    expect(names(filterModules(tied, q({ sortBy: 'stars' })))).toEqual(['a', 'b', 'c'])
    expect(names(filterModules(tied, q({ sortBy: 'stars', orderBy: 'asc' })))).toEqual([
      'a',
      'b',
      'c',
    ])
    expect(tied).toEqual(copy)
  })
})

describe('reading the URL (unknown values ignored)', () => {
  it('reads the canonical values', () => {
    expect(
      parseModuleQuery(new URLSearchParams('q=image&category=Images&sortBy=stars&orderBy=asc'))
    ).toEqual({ q: 'image', category: 'Images', sortBy: 'stars', orderBy: 'asc' })
  })

  it('accepts any case and returns the canonical spelling', () => {
    expect(
      parseModuleQuery(new URLSearchParams('category=seo&sortBy=PUBLISHEDAT&orderBy=Desc'))
    ).toEqual({ q: '', category: 'SEO', sortBy: 'publishedAt', orderBy: 'desc' })
    expect(parseModuleQuery({ category: 'official' })).toEqual({ q: '', category: 'Official' })
  })

  it('ignores unknown and empty values as if absent', () => {
    expect(
      parseModuleQuery(new URLSearchParams('category=Nope&sortBy=name&orderBy=up&q='))
    ).toEqual({ q: '' })
    expect(
      parseModuleQuery(
        new URLSearchParams('sortBy=__proto__&category=constructor&orderBy=toString')
      )
    ).toEqual({ q: '' })
    expect(parseModuleQuery({})).toEqual({ q: '' })
  })

  it('trims the search text and caps its length', () => {
    expect(parseModuleQuery({ q: '  image  ' }).q).toBe('image')
    expect(parseModuleQuery({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })

  it('reads page as a whole number from 1 to 100, else 1', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage('0')).toBe(1)
    expect(parsePage('-2')).toBe(1)
    expect(parsePage('2.5')).toBe(1)
    expect(parsePage('abc')).toBe(1)
    expect(parsePage('9999')).toBe(100)
    expect(parsePage(null)).toBe(1)
    expect(visibleCount(1)).toBe(18)
    expect(visibleCount(2)).toBe(27)
    expect(visibleCount(3)).toBe(36)
  })
})

describe('canonical query strings', () => {
  it('drops unknown, empty and repeated parameter values, keeps the others in place', () => {
    expect(canonicalModulesSearch('?sortBy=bogus')).toBe('')
    expect(canonicalModulesSearch('?q=&category=&sortBy=&orderBy=')).toBe('')
    expect(canonicalModulesSearch('?category=seo&sortBy=stars&sortBy=downloads')).toBe(
      '?category=SEO&sortBy=stars'
    )
    expect(canonicalModulesSearch('?utm_source=x&q=%20image%20&page=1')).toBe(
      '?utm_source=x&q=image'
    )
    expect(canonicalModulesSearch('?page=3&q=c%2B%2B')).toBe('?page=3&q=c%2B%2B')
  })

  it('is stable: a canonical query string stays as it is', () => {
    for (const search of [
      '',
      '?q=image',
      '?q=a+b&category=UI&sortBy=stars&orderBy=asc&page=2',
      '?email=a%40b.c&confirmation=x',
    ]) {
      expect(sameSearch(canonicalModulesSearch(search), search)).toBe(true)
    }
  })

  it('writes a query in canonical order and keeps foreign parameters', () => {
    expect(withModuleQuery('?utm=1&q=old&page=4', { q: 'new', sortBy: 'stars' })).toBe(
      '?q=new&sortBy=stars&utm=1'
    )
    expect(withModuleQuery('?q=old', { q: '' })).toBe('')
    expect(withModuleQuery('', { q: 'a b', category: 'Official', orderBy: 'asc' }, 2)).toBe(
      '?q=a+b&category=Official&orderBy=asc&page=2'
    )
  })
})
