import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import type { Locale } from '../../src/shared/i18n/locales'
import { BUILT_VERSIONS, docsPages, SAMPLE_DOCS, sectionsOf } from './content-sample'

/*
 * The header's Docs menu comes from the content's navigation (src/shared/docs/sections.ts): every
 * top-level section of the page's docs version but the spec's sub-sections (bridge, migration),
 * in content order, titled by its `.navigation.yml` (in Chinese by its `.navigation.zh-CN.yml`,
 * else the English title). Expectations read from the build (content-sample.ts): these pass on
 * the sample and on the adoption fixture (`npm run test:adoption`).
 */

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })

/** Text or an attribute as written in the HTML, read back. */
const unescape = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The Docs dropdown's links of a page's header: [text, href] in order. */
async function docsMenuOf(path: string): Promise<[string, string][]> {
  const html = await (await get(path)).text()
  const nav = /<nav[^>]*data-header-nav=""[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  // the first dropdown is Docs
  const list = /<ul[^>]*>([\s\S]*?)<\/ul>/.exec(nav)?.[1] ?? ''
  return [...list.matchAll(/<a href="([^"]+)"[^>]*>(?:<span[^>]*><\/span>)?([^<]*)<\/a>/g)].map(
    (match) => [unescape(match[2]!), match[1]!]
  )
}

/** The sections the header should list for a version in a language, from content_info. */
async function expectedMenu(
  version: (typeof BUILT_VERSIONS)[number],
  locale: Locale
): Promise<[string, string][]> {
  const sections = await sectionsOf(version, locale)
  return sections
    .filter((item) => !['bridge', 'migration'].includes(item.path.slice(version.path.length + 1)))
    .map((item) => [item.title, localizedPath(item.path, locale)])
}

/** Follows redirects by hand (the worker answers relative Locations) to the final status. */
async function finalStatus(path: string): Promise<number> {
  let current = path
  for (let hop = 0; hop < 5; hop++) {
    const response = await get(current)
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (response.status < 300 || response.status >= 400 || !location) return response.status
    current = new URL(location, `http://localhost${current}`).pathname
  }
  return 310
}

describe("the header's Docs menu, from the content's navigation", () => {
  it.each(BUILT_VERSIONS.map((version) => [version.path, version] as const))(
    'lists every section of %s in content order, titled by the content, in English and Chinese',
    async (_, version) => {
      const [page] = await docsPages(version)
      for (const locale of ['en', 'zh-CN'] as const) {
        const menu = await docsMenuOf(localizedPath(page!.path, locale))
        expect(menu.length, locale).toBeGreaterThan(0)
        expect(menu, locale).toEqual(await expectedMenu(version, locale))
      }
    }
  )

  it("keeps every label in line: a section with no icon gets the icon's space when others have one", async () => {
    const [page] = await docsPages(BUILT_VERSIONS[0]!)
    const html = await (await get(page!.path)).text()
    const nav = /<nav[^>]*data-header-nav=""[^>]*>([\s\S]*?)<\/nav>/.exec(html)![1]!
    const links = [
      .../<ul[^>]*>([\s\S]*?)<\/ul>/.exec(nav)![1]!.matchAll(/<a [^>]*>([\s\S]*?)<\/a>/g),
    ]
    const leads = links.map((link) => /^<span class="([^"]*)"/.exec(link[1]!)?.[1] ?? 'text')
    if (leads.some((lead) => lead.startsWith('i-')))
      for (const lead of leads) expect(lead).toMatch(/^i-\S+ size-4$|^size-4 shrink-0$/)
  })

  it('leads nowhere that 404s: every header link of a docs page and of the home page', async () => {
    const [page] = await docsPages()
    for (const path of ['/', page!.path, localizedPath(page!.path, 'zh-CN')]) {
      const html = await (await get(path)).text()
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
      const links = new Set(
        [...header.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'))
      )
      expect(links.size).toBeGreaterThan(5)
      for (const link of links) expect(await finalStatus(link), `${path}: ${link}`).toBe(200)
    }
  })

  it('gives the search palette the same Docs links (its links before typing)', async () => {
    const [page] = await docsPages()
    const html = await (await get(page!.path)).text()
    const props = JSON.parse(
      unescape(/data-island="SearchPalette" data-props="([^"]*)"/.exec(html)?.[1] ?? '{}')
    ) as { docsMenus?: Record<string, { title: string; to: string }[]> }
    const version = BUILT_VERSIONS[0]!
    expect(props.docsMenus?.[version.path]?.map((link) => [link.title, link.to])).toEqual(
      await expectedMenu(version, 'en')
    )
  })

  it.runIf(SAMPLE_DOCS)('shows the sample its five sections, as the spec has them', async () => {
    expect(await docsMenuOf('/docs/4.x/getting-started/introduction')).toEqual([
      ['Get Started', '/docs/4.x/getting-started'],
      ['Guide', '/docs/4.x/guide'],
      ['API', '/docs/4.x/api'],
      ['Examples', '/docs/4.x/examples'],
      ['Community', '/docs/4.x/community'],
    ])
    expect(await docsMenuOf('/zh/docs/3.x/getting-started/introduction')).toEqual([
      ['快速上手', '/zh/docs/3.x/getting-started'],
      ['指南', '/zh/docs/3.x/guide'],
      ['API', '/zh/docs/3.x/api'],
      ['示例', '/zh/docs/3.x/examples'],
      ['社区', '/zh/docs/3.x/community'],
    ])
  })
})
