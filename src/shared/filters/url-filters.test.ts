import { describe, expect, it } from 'vitest'
import {
  applyUrlFilters,
  canonicalUrlFilters,
  filterByUrlFilters,
  filterChoices,
  readUrlFilters,
  toFilterValue,
  toggleUrlFilter,
  urlFiltersHref,
  writeUrlFilters,
  type FilterState,
} from './url-filters'

const KINDS = ['Free', 'E-commerce', 'Developer tools'] as const
const SLUGGED = { kind: { values: KINDS, slugged: true } } as const
const KINDED = [
  { name: 'a', kind: 'Free' as const },
  { name: 'b', kind: 'Developer tools' as const },
  { name: 'c', kind: 'Free' as const },
]

const OPTIONS = { service: ['seo', 'e-commerce'], region: ['europe', 'north-america'] }
const ITEMS = [
  { name: 'a', service: ['SEO'], region: ['Europe'] },
  { name: 'b', service: ['E-commerce', 'SEO'], region: ['North America'] },
  { name: 'c', service: ['E-commerce'], region: ['Europe', 'North America'] },
]
const names = (search: string) =>
  applyUrlFilters(ITEMS, readUrlFilters(search, OPTIONS), (item, key) => item[key]).map(
    (item) => item.name
  )

describe('url filters', () => {
  it('slugs labels', () => {
    expect(toFilterValue('North America')).toBe('north-america')
    expect(toFilterValue('E-commerce')).toBe('e-commerce')
    expect(toFilterValue('Fjord & Field ')).toBe('fjord-field')
  })

  it('reads known values only, and writes them back in the options order', () => {
    expect(readUrlFilters('?region=europe&service=seo&x=1', OPTIONS)).toEqual({
      region: 'europe',
      service: 'seo',
    })
    expect(readUrlFilters('?region=mars&service=', OPTIONS)).toEqual({})
    expect(writeUrlFilters({ region: 'europe', service: 'seo' }, OPTIONS)).toBe(
      '?service=seo&region=europe'
    )
    expect(writeUrlFilters({}, OPTIONS)).toBe('')
  })

  it('keeps the items every filter accepts, in order', () => {
    expect(names('')).toEqual(['a', 'b', 'c'])
    expect(names('?service=seo')).toEqual(['a', 'b'])
    expect(names('?service=e-commerce&region=europe')).toEqual(['c'])
    expect(names('?service=seo&region=north-america')).toEqual(['b'])
    expect(names('?region=mars')).toEqual(['a', 'b', 'c'])
  })

  it('toggles a value on and off, and clears a key', () => {
    const on = toggleUrlFilter({}, 'service', 'seo')
    expect(on).toEqual({ service: 'seo' })
    expect(toggleUrlFilter(on, 'service', 'seo')).toEqual({})
    const both: FilterState<'service' | 'region'> = { service: 'seo', region: 'europe' }
    expect(toggleUrlFilter(both, 'region', undefined)).toEqual({
      service: 'seo',
    })
  })

  it('reads a slugged value by slug or spelling, and nothing for unknown or hostile input', () => {
    const kind = (search: string) => readUrlFilters(search, SLUGGED).kind
    expect(kind('?kind=developer-tools')).toBe('Developer tools')
    expect(kind('?kind=Developer%20tools')).toBe('Developer tools')
    expect(kind('?kind=FREE')).toBe('Free')
    expect(kind('?kind=%3Cscript%3E')).toBeUndefined()
    expect(kind('?other=free')).toBeUndefined()
    expect(kind('')).toBeUndefined()
    expect(writeUrlFilters({ kind: 'Developer tools' }, SLUGGED)).toBe('?kind=developer-tools')
  })

  it('reads a text field trimmed and cut, and writes it trimmed', () => {
    const text = { q: { maxLength: 5 } }
    expect(readUrlFilters(`?q=${encodeURIComponent('  abcdefgh ')}`, text)).toEqual({ q: 'abcde' })
    expect(readUrlFilters('?q=%20%20', text)).toEqual({})
    expect(writeUrlFilters({ q: ' ab ' }, text)).toBe('?q=ab')
    expect(urlFiltersHref('/deploy', {}, text)).toBe('/deploy')
  })

  it('gives the canonical query: each value once in URL form, other parameters kept in order', () => {
    expect(canonicalUrlFilters('?kind=Free&utm=x', SLUGGED)).toBe('?kind=free&utm=x')
    expect(canonicalUrlFilters('?kind=free&kind=e-commerce', SLUGGED)).toBe('?kind=free')
    expect(canonicalUrlFilters('?email=a%40b.example&kind=nope', SLUGGED)).toBe(
      '?email=a%40b.example'
    )
    expect(canonicalUrlFilters('?kind=nope', SLUGGED)).toBe('')
    expect(canonicalUrlFilters('?kind=e-commerce', SLUGGED)).toBe('?kind=e-commerce')
  })

  it('filters with one test per key and lists the choices with counts, hiding empty values', () => {
    const byKind = (kind?: string) =>
      filterByUrlFilters(KINDED, { kind }, { kind: (value) => (item) => item.kind === value })
    expect(byKind('Free').map((item) => item.name)).toEqual(['a', 'c'])
    expect(byKind(undefined)).toHaveLength(3)
    expect(filterChoices('/list', SLUGGED, 'kind', KINDS, KINDED, (i) => i.kind, 'Free')).toEqual([
      { href: '/list', count: 3, active: false },
      { value: 'Free', href: '/list?kind=free', count: 2, active: true },
      { value: 'Developer tools', href: '/list?kind=developer-tools', count: 1, active: false },
    ])
  })
})
