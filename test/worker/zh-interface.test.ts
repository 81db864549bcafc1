import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../src/shared/i18n/en'
import { zhCN } from '../../src/shared/i18n/zh-CN'
import { isLocalizedPath } from '../../src/shared/i18n/locale-paths'
import { BUILD } from '../../worker/build-manifest'

/*
 * In Chinese, every interface string comes from the zh-CN table: a rendered page may show English
 * only where the content itself is English (titles, navigation, prose). The test collects every
 * visible text and label of a zh-CN page and fails on any English interface string that is not
 * also a content title. A Chinese page is its URL under /zh (no cookie), and every link it makes
 * to a page of the site stays under /zh.
 */

/** The Chinese URL of an English path (`/` → `/zh`, `/blog?x` → `/zh/blog?x`). */
const zhUrl = (path: string) => `http://localhost/zh${path === '/' ? '' : path}`

/** A docs page of each version the build has: its first section (a redirect to its first page). */
const DOCS_ENTRIES = Object.values(BUILD.docsSections ?? {}).flatMap((sections) =>
  sections[0] ? [sections[0].path] : []
)

const PAGES = [
  '/',
  ...DOCS_ENTRIES,
  '/modules',
  '/modules/image',
  '/blog',
  '/blog/aster-4',
  '/deploy',
  '/deploy/cloudflare',
  '/templates',
  '/showcase',
  '/video-courses',
  '/team',
  '/design-kit',
  '/newsletter',
  '/enterprise/support',
  '/enterprise/agencies?region=europe',
  '/enterprise/agencies/sabi-studio',
  '/enterprise/sponsors',
  '/enterprise/jobs',
  '/no/such/page',
]

/** English interface strings whose Chinese differs (the ones a half-translated page would leak). */
const ENGLISH: string[] = Object.entries(en)
  .filter(([key, value]) => zhCN[key as keyof typeof zhCN] !== value && /[A-Za-z]{2}/.test(value))
  .map(([, value]) => value)

/** Each string as a whole-text pattern; placeholders (`Version {major}`) match any value. */
const ENGLISH_RES = ENGLISH.map(
  (value) =>
    new RegExp(
      `^${value
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('\\S{1,16}')}$`
    )
)

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim()

/** Visible text nodes and the labels a screen reader reads (aria-label, title, placeholder). */
function interfaceTexts(html: string): string[] {
  // scripts, island props and code (content: identifiers stay English) are not interface text
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<(pre|code)[\s>][\s\S]*?<\/\1>/g, '')
    .replace(/ data-props="[^"]*"/g, '')
  const texts = [...body.matchAll(/>([^<>]+)</g)].map((match) => decode(match[1]!))
  const labels = [...body.matchAll(/ (?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) =>
    decode(match[1]!)
  )
  return [...texts, ...labels].filter(Boolean)
}

/**
 * Every title the content holds (pages, navigation, an agency's services): English there is
 * content, not interface. All of them, not the sample's docs by chance: the adoption build's
 * docs have no page titled 'Performance' to excuse an agency's service tag.
 */
const contentTitles = new Set<string>()
beforeAll(async () => {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'content_%' AND name <> 'content_info'"
  ).all<{ name: string }>()
  for (const { name } of tables.results) {
    const columns = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()
    for (const column of ['title', 'name', 'category']) {
      if (!columns.results.some((c) => c.name === column)) continue
      const rows = await env.DB.prepare(`SELECT "${column}" AS v FROM "${name}"`).all<{
        v: string
      }>()
      for (const row of rows.results) contentTitles.add(row.v)
    }
    // an agency's services are its own words (content), shown as written
    if (columns.results.some((c) => c.name === 'services')) {
      const rows = await env.DB.prepare(`SELECT services AS v FROM "${name}"`).all<{ v: string }>()
      for (const row of rows.results)
        for (const service of JSON.parse(row.v) as string[]) contentTitles.add(service)
    }
  }
  const navigation = await env.DB.prepare('SELECT navigation FROM content_info').all<{
    navigation: string
  }>()
  for (const row of navigation.results) {
    for (const match of row.navigation.matchAll(/"title":"([^"]+)"/g)) contentTitles.add(match[1]!)
  }
})

describe('the Chinese interface is complete', () => {
  it.each(PAGES)('%s shows no English interface string', async (path) => {
    const response = await SELF.fetch(zhUrl(path))
    const html = await response.text()
    expect(html).toContain('<html lang="zh-CN"')
    const leaked = interfaceTexts(html).filter(
      (text) => ENGLISH_RES.some((re) => re.test(text)) && !contentTitles.has(text)
    )
    expect(leaked, path).toEqual([])
  })
})

describe('the links of a Chinese page', () => {
  it.each(PAGES)('%s links every page of the site in Chinese', async (path) => {
    const html = await (await SELF.fetch(zhUrl(path))).text()
    const body = html.slice(html.indexOf('<body'))
    const targets = [...body.matchAll(/ (?:href|action|value)="(\/[^"]*)"/g)]
      .map((match) => decode(match[1]!))
      .filter((target) => isLocalizedPath(target) && !/\.[a-z0-9]+$/i.test(target.split('?')[0]!))
    expect(targets.length, path).toBeGreaterThan(5)
    const english = targets.filter((target) => !/^\/zh(?:[/?#]|$)/.test(target))
    expect(english, path).toEqual([])
  })
})

describe('the footer of each interface', () => {
  const footer = async (locale: string) => {
    const url = locale === 'zh-CN' ? zhUrl('/blog') : 'http://localhost/blog'
    const html = await (await SELF.fetch(url)).text()
    return html.slice(html.indexOf('<footer'))
  }

  it('links the English site from the Chinese interface, in a new tab', async () => {
    expect(await footer('zh-CN')).toMatch(
      /<a href="https:\/\/aster\.example" target="_blank" rel="noopener noreferrer" data-external=""[^>]*>英文站点<\/a>/
    )
    expect(await footer('en')).not.toContain('English site')
  })
})
