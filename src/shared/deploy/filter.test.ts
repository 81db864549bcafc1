import { describe, expect, it } from 'vitest'
import { deploySearch, filterDeployProviders, parseDeployQuery } from './filter'

const PROVIDERS = [
  { title: 'Vercel', category: 'Hosting' },
  { title: 'Cloudflare', category: 'Edge' },
  { title: 'Node.js Server', category: 'Self-hosted' },
  { title: 'C++ Host (beta)', category: 'Hosting' },
]
const titles = (list: { title: string }[]) => list.map((p) => p.title)

describe('hosting filter', () => {
  it('matches the title case-insensitively and literally, within a category', () => {
    expect(titles(filterDeployProviders(PROVIDERS, { q: 'VER' }))).toEqual([
      'Vercel',
      'Node.js Server',
    ])
    expect(titles(filterDeployProviders(PROVIDERS, { q: 'c++ host (' }))).toEqual([
      'C++ Host (beta)',
    ])
    expect(titles(filterDeployProviders(PROVIDERS, { q: ' ', category: 'Edge' }))).toEqual([
      'Cloudflare',
    ])
    expect(filterDeployProviders(PROVIDERS, { q: 'edge' })).toEqual([])
  })

  it('reads the URL: trims and bounds q, drops an unknown category', () => {
    const params = new URLSearchParams({ q: `  ${'x'.repeat(300)}`, category: '<b>' })
    const query = parseDeployQuery(params, ['Edge'])
    expect(query).toEqual({ q: 'x'.repeat(100) })
    expect(parseDeployQuery(new URLSearchParams('category=Edge'), ['Edge'])).toEqual({
      q: '',
      category: 'Edge',
    })
  })

  it('writes the canonical query string', () => {
    expect(deploySearch({ q: '' })).toBe('')
    expect(deploySearch({ q: ' net ', category: 'Static' })).toBe('?q=net&category=Static')
  })
})
