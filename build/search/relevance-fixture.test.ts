import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchIndex } from '../../src/shared/search/index-db'
import { selectVersionSections, type SearchVersion } from '../../src/shared/search/filter'
import { searchSections } from '../../src/shared/search/rank'
import { createRelevanceSections } from './__fixtures__/relevance-docs'
import { RELEVANCE_CONCEPT_QUERIES, RELEVANCE_DOCS_QUERIES } from './__fixtures__/relevance-queries'
import { openBuiltIndex } from './built-index'
import { buildIndexOf } from './index'

/**
 * Ranking on an original docs-shaped site with the traps of real docs (__fixtures__): one-word
 * configuration options, migration pages mirroring the guides, long guides. Each query names
 * the page a reader wants; the intended page must come first for at least 80 % of the queries
 * and be in the first three for at least 95 %.
 */

const G = '/docs/4.x/guide'
const CONFIG = '/docs/4.x/api/configuration'

const pathOf = (id: string) => id.split('#')[0]!
const indexes = new Map<SearchVersion, SearchIndex>()

beforeAll(async () => {
  const sections = createRelevanceSections()
  for (const version of [3, 4] as const)
    indexes.set(
      version,
      await openBuiltIndex(buildIndexOf(selectVersionSections(sections, version), version))
    )
})

const top = async (query: string, version: SearchVersion = 4, count = 3) =>
  (await searchSections(indexes.get(version)!, query, count)).map((hit) => hit.section.id)

describe('relevance on a docs-shaped fixture with traps', () => {
  it(`puts the intended page first for ≥ 80 % and in the top 3 for ≥ 95 % of ${RELEVANCE_DOCS_QUERIES.length} queries`, async () => {
    expect(RELEVANCE_DOCS_QUERIES.length).toBeGreaterThanOrEqual(40)
    const notFirst: string[] = []
    let topThree = 0
    for (const [query, page] of RELEVANCE_DOCS_QUERIES) {
      const pages = (await top(query)).map(pathOf)
      if (pages.includes(page)) topThree++
      if (pages[0] !== page) notFirst.push(`${query} → ${pages.join(', ')} (wanted ${page})`)
    }
    const report = `not first:\n${notFirst.join('\n')}`
    expect(1 - notFirst.length / RELEVANCE_DOCS_QUERIES.length, report).toBeGreaterThanOrEqual(0.8)
    expect(topThree / RELEVANCE_DOCS_QUERIES.length, report).toBeGreaterThanOrEqual(0.95)
  })

  it.each(RELEVANCE_CONCEPT_QUERIES)(
    'real-docs traps: "%s" finds %s first',
    async (query, page) => {
      expect((await top(query)).map(pathOf)[0]).toBe(page)
    }
  )

  it('puts the migration guide first only when the query is about migrating', async () => {
    const FROM_LUMEN = '/docs/4.x/migration/from-lumen'
    expect(pathOf((await top('migrate from lumen'))[0]!)).toBe(FROM_LUMEN)
    // the same words without the change: the page that compares the two frameworks
    expect(pathOf((await top('lumen routes table compared'))[0]!)).toBe(
      '/docs/4.x/guide/comparison'
    )
  })

  it('ranks the docs above a blog post that says the query word more often', async () => {
    const pages = (await top('hosting', 4, 3)).map(pathOf)
    expect(pages[0]).toBe('/docs/4.x/guide/hosting')
    expect(pages).toContain('/blog/hosting-our-site')
  })

  it('ranks a guide whose sections answer several times above a one-word option section', async () => {
    const ids = await top('hydration', 4, 5)
    expect(pathOf(ids[0]!)).toBe(`${G}/hydration`)
    expect(ids.indexOf(`${CONFIG}#hydration`)).not.toBe(0)
  })

  it("down-weights a bridge (compatibility) page like a migration page: the guide's own sections come first", async () => {
    const G_DATA = `${G}/data-fetching`
    expect((await top('fetch data', 4, 3)).map(pathOf)).toEqual([G_DATA, G_DATA, G_DATA])
    const rendering = (await top('rendering modes', 4, 4)).map(pathOf)
    expect(rendering[0]).toBe(`${G}/rendering`)
    expect(rendering.filter((page) => page.startsWith('/docs/4.x/bridge/'))).toHaveLength(1)
  })

  it('ranks a guide above the migration page that mirrors its headings', async () => {
    const pages = (await top('dynamic routes', 4, 5)).map(pathOf)
    expect(pages.indexOf(`${G}/routing`)).toBeLessThan(pages.indexOf('/docs/4.x/migration/routing'))
  })

  it('keeps the version filter: v3 finds only 3.x docs and the blog, v4 never 3.x', async () => {
    const v3 = await top('routing installation islands', 3, 42)
    expect(v3.length).toBeGreaterThan(0)
    expect(v3.every((id) => id.startsWith('/docs/3.x/') || id.startsWith('/blog/'))).toBe(true)
    const v4 = await top('routing installation islands', 4, 42)
    expect(v4.some((id) => id.startsWith('/docs/3.x/'))).toBe(false)
    expect(v4.some((id) => id.startsWith('/blog/'))).toBe(true)
  })

  it('finds blog posts by their titles in both versions', async () => {
    for (const version of [3, 4] as const)
      expect((await top('How we cache the docs at the edge', version, 1))[0]).toBe(
        '/blog/edge-caching-story'
      )
  })
})
