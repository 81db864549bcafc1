import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchVersion } from '../../src/shared/search/filter'
import type { TranslationLocale } from '../../src/shared/content/translation'
import type { SearchIndex } from '../../src/shared/search/index-db'
import { searchSections } from '../../src/shared/search/rank'
import { loadBuiltIndex } from './built-index'
import { RELEVANCE_CASES as CASES } from './__fixtures__/relevance-queries'

/**
 * Relevance of the REAL index of the last build (dist/search, built from content/): each query
 * names the section that must be among the first 3 results (or first, for exact titles).
 */
const DIST = resolve(import.meta.dirname, '../../dist')
const D4 = '/docs/4.x'

const indexes = new Map<string, SearchIndex>()
beforeAll(async () => {
  for (const version of [3, 4] as const) {
    indexes.set(`en:${version}`, await loadBuiltIndex(DIST, version))
    indexes.set(`zh-CN:${version}`, await loadBuiltIndex(DIST, version, 'zh-CN'))
  }
})

/** The index of a version in a language. */
const indexOf = (version: SearchVersion, locale: string = 'en') =>
  indexes.get(`${locale}:${version}`)!

async function top(
  version: SearchVersion,
  query: string,
  count = 3,
  locale?: TranslationLocale
): Promise<string[]> {
  return (await searchSections(indexOf(version, locale), query, count)).map((hit) => hit.section.id)
}

describe.each(Object.entries(CASES))('relevance: %s', (_, cases) => {
  it.each(cases)('v$version "$query" → $expected', async (kase) => {
    const { query, version, expected, first, locale } = kase
    const ids = await top(version, query, 3, locale)
    if (first) expect(ids[0]).toBe(expected)
    else expect(ids).toContain(expected)
  })
})

describe('relevance: version filtering', () => {
  it('counts at least 20 queries', () => {
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(20)
  })

  it('v4 finds only /docs/4.x docs, v3 never /docs/4.x; both find the blog', async () => {
    const v4 = await top(4, 'installation configuration aster', 42)
    const v3 = await top(3, 'installation configuration aster', 42)
    expect(
      v4.filter((id) => id.startsWith('/docs/')).every((id) => id.startsWith('/docs/4.x/'))
    ).toBe(true)
    expect(v3.some((id) => id.startsWith('/docs/4.x'))).toBe(false)
    expect(v3.some((id) => id.startsWith('/docs/3.x/'))).toBe(true)
    expect(await top(3, 'Typed Routes in Practice', 1)).toEqual(['/blog/typed-routes'])
  })

  it('an exact title outranks sections that only mention the words', async () => {
    const [first] = await searchSections(indexOf(4), 'Routing', 1)
    expect(first?.section.title).toBe('Routing')
  })
})

describe('relevance: the Chinese index (one per docs version × language)', () => {
  it('counts at least 20 Chinese queries', () => {
    const chinese = Object.values(CASES)
      .flat()
      .filter((kase) => kase.locale === 'zh-CN' && /\p{Script=Han}/u.test(kase.query))
    expect(chinese.length).toBeGreaterThanOrEqual(20)
  })

  it('marks sections of pages not translated yet as English, and only those', async () => {
    const hits = await searchSections(indexOf(4, 'zh-CN'), 'Deployment Presets', 42)
    const untranslated = hits.find((hit) => hit.section.id === `${D4}/api/configuration/presets`)
    expect(untranslated?.section.lang).toBe('en')
    const [translated] = await searchSections(indexOf(4, 'zh-CN'), '部署', 1)
    expect(translated?.section.title).toBe('部署')
    expect(translated?.section.lang).toBeUndefined()
  })

  it('never marks a page written in Chinese as English, translated or not', async () => {
    // the Chinese community page and the quick-start post are English-site pages written in Chinese
    const hits = await searchSections(indexOf(4, 'zh-CN'), '中文社区', 3)
    expect(hits[0]?.section.id).toBe(`${D4}/community/chinese-community`)
    expect(hits[0]?.section.lang).toBeUndefined()
  })

  it('keeps the English index English: a translated page is found there by its English title', async () => {
    const [first] = await searchSections(indexOf(4), 'Installation', 1)
    expect(first?.section.title).toBe('Installation')
    expect(first?.section.lang).toBeUndefined()
    expect(await top(4, '安装依赖', 3)).not.toContain(
      `${D4}/getting-started/installation#install-dependencies`
    )
  })
})
