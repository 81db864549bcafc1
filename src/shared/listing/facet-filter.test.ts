import { describe, expect, it } from 'vitest'
import {
  canonicalFacetSearch,
  facetOptions,
  facetSlug,
  filterByFacet,
  readFacet,
  type Facet,
} from './facet-filter'

const FACET: Facet<'Free' | 'E-commerce' | 'Developer tools'> = {
  param: 'kind',
  values: ['Free', 'E-commerce', 'Developer tools'],
}
const items = [
  { name: 'a', kind: 'Free' as const },
  { name: 'b', kind: 'Developer tools' as const },
  { name: 'c', kind: 'Free' as const },
]

describe('facet filter', () => {
  it('slugs values for the URL', () => {
    expect(facetSlug('Developer tools')).toBe('developer-tools')
    expect(facetSlug('E-commerce')).toBe('e-commerce')
  })

  it('reads a value by slug or spelling, and nothing for unknown or hostile input', () => {
    expect(readFacet(FACET, '?kind=developer-tools')).toBe('Developer tools')
    expect(readFacet(FACET, '?kind=Developer%20tools')).toBe('Developer tools')
    expect(readFacet(FACET, '?kind=FREE')).toBe('Free')
    expect(readFacet(FACET, '?kind=%3Cscript%3E')).toBeUndefined()
    expect(readFacet(FACET, '?other=free')).toBeUndefined()
    expect(readFacet(FACET, '')).toBeUndefined()
  })

  it('gives the canonical query: the slug once, other parameters kept in order', () => {
    expect(canonicalFacetSearch(FACET, '?kind=Free&utm=x')).toBe('?kind=free&utm=x')
    expect(canonicalFacetSearch(FACET, '?kind=free&kind=e-commerce')).toBe('?kind=free')
    expect(canonicalFacetSearch(FACET, '?email=a%40b.example&kind=nope')).toBe(
      '?email=a%40b.example'
    )
    expect(canonicalFacetSearch(FACET, '?kind=nope')).toBe('')
    expect(canonicalFacetSearch(FACET, '?kind=e-commerce')).toBe('?kind=e-commerce')
  })

  it('filters items and lists the choices with counts, hiding empty values', () => {
    expect(filterByFacet(items, (i) => i.kind, 'Free').map((i) => i.name)).toEqual(['a', 'c'])
    expect(filterByFacet(items, (i) => i.kind, undefined)).toHaveLength(3)
    expect(facetOptions(FACET, '/list', items, (i) => i.kind, 'Free')).toEqual([
      { href: '/list', count: 3, active: false },
      { value: 'Free', href: '/list?kind=free', count: 2, active: true },
      { value: 'Developer tools', href: '/list?kind=developer-tools', count: 1, active: false },
    ])
  })
})
