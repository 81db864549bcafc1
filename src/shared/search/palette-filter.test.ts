import { describe, expect, it } from 'vitest'
import { filterHostingProviders, filterModules } from './palette-filter'

const modules = [
  { name: 'i18n', npm: '@aster/i18n', repo: 'aster-modules/i18n', description: 'Translations' },
  {
    name: 'content',
    npm: '@aster/content',
    repo: 'aster/content',
    description: 'Markdown and i18n',
  },
  { name: 'c++ bindings', npm: 'aster-cpp', repo: 'someone/aster-cpp', description: '' },
]

describe('palette groups: modules and hosting (spec 5)', () => {
  it('matches modules by name, npm or repo, case-insensitively (not by description)', () => {
    expect(filterModules(modules, 'I18N', 42).map((m) => m.name)).toEqual(['i18n'])
    expect(filterModules(modules, '@aster/cont', 42).map((m) => m.name)).toEqual(['content'])
    expect(filterModules(modules, 'SOMEONE/', 42).map((m) => m.name)).toEqual(['c++ bindings'])
  })

  it('escapes special characters', () => {
    expect(filterModules(modules, 'c++', 42).map((m) => m.name)).toEqual(['c++ bindings'])
    expect(filterModules(modules, '.*', 42)).toEqual([])
    expect(filterModules(modules, '(', 42)).toEqual([])
  })

  it('matches hosting providers by title and honours the limit', () => {
    const providers = [{ title: 'Cloudflare' }, { title: 'Netlify' }, { title: 'Cloud Run' }]
    expect(filterHostingProviders(providers, 'cloud', 42).map((p) => p.title)).toEqual([
      'Cloudflare',
      'Cloud Run',
    ])
    expect(filterHostingProviders(providers, 'cloud', 1)).toHaveLength(1)
    expect(filterHostingProviders(providers, ' ', 42)).toEqual([])
  })
})
