import { describe, expect, it } from 'vitest'
import {
  applyUrlFilters,
  readUrlFilters,
  toFilterValue,
  toggleUrlFilter,
  writeUrlFilters,
  type FilterState,
} from './url-filters'

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
})
