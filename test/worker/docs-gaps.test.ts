import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCookie } from './auth-tokens'
import { connectClient } from './mcp-client'
import { BUILT_VERSIONS, docsPages, type DocsSample } from './content-sample'

/*
 * What agents and readers cannot find: searches that found nothing (search_docs through the MCP
 * server, the palette through /api/search) are counted per query, version, locale and day with no
 * address, and the admin screen shows them next to the pages rated worst.
 */

const ORIGIN = 'https://aster.test'
const today = () => new Date().toISOString().slice(0, 10)

interface MissRow {
  query: string
  version: string
  locale: string
  source: string
  day: string
  count: number
}
const misses = async () =>
  (await env.DB.prepare('SELECT * FROM search_misses ORDER BY query, source').all<MissRow>())
    .results
/** The oldest docs version of the build (the palette searches it here) and its name. */
const VERSION = BUILT_VERSIONS[BUILT_VERSIONS.length - 1]!
const VERSION_NAME = VERSION.path.slice('/docs/'.length)
const search = (q: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}/api/search?q=${encodeURIComponent(q)}&version=${VERSION.major}`, {
    headers,
  })

/** Pages of the latest docs and a word of a title that search finds (read from the build). */
let pages: DocsSample[]
let found: string
beforeAll(async () => {
  await env.DB.prepare('DELETE FROM search_misses').run()
  await env.DB.prepare('DELETE FROM feedback').run()
  pages = await docsPages()
  const titled = (await docsPages(VERSION)).map((page) => page.title)
  found = titled.flatMap((title) => title.split(/\W+/)).find((word) => word.length >= 5)!
})

describe('zero-result searches', () => {
  it('counts a palette query that found nothing, edge-cache hits included, and no other', async () => {
    const zh = { cookie: 'aster-locale=zh-CN', 'cf-connecting-ip': '192.0.2.1' }
    const first = await search('Qwxzv  Plorbnik', zh)
    expect(await first.json()).toEqual([])
    const again = await search('Qwxzv Plorbnik', zh)
    expect(again.headers.get('x-cache')).toBe('HIT')
    await search('Qwxzv Plorbnik')
    expect(await (await search(found)).json()).not.toEqual([])
    const rows = await misses()
    expect(rows).toHaveLength(2)
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          query: 'qwxzv plorbnik',
          version: VERSION_NAME,
          locale: 'zh-CN',
          source: 'palette',
          day: today(),
          count: 2,
        },
        {
          query: 'qwxzv plorbnik',
          version: VERSION_NAME,
          locale: 'en',
          source: 'palette',
          day: today(),
          count: 1,
        },
      ])
    )
    // nothing that could identify the searcher is stored
    const columns = (
      await env.DB.prepare('PRAGMA table_info(search_misses)').all<{ name: string }>()
    ).results
    expect(columns.map((column) => column.name)).toEqual([
      'query',
      'version',
      'locale',
      'source',
      'day',
      'count',
    ])
  })

  it('counts a search_docs question that found nothing', async () => {
    const client = await connectClient()
    for (let n = 0; n < 2; n++)
      await client.callTool({
        name: 'search_docs',
        arguments: { query: 'Zyxqv gronk?', locale: 'zh-CN' },
      })
    await client.callTool({ name: 'search_docs', arguments: { query: pages[0]!.title } })
    await client.close()
    const rows = (await misses()).filter((row) => row.source === 'mcp')
    expect(rows).toEqual([
      {
        query: 'zyxqv gronk?',
        version: '4.x',
        locale: 'zh-CN',
        source: 'mcp',
        day: today(),
        count: 2,
      },
    ])
  })
})

describe('the docs gaps screen', () => {
  it('lists the searches that found nothing next to the pages rated worst', async () => {
    const now = Date.now()
    const vote = (path: string, rating: string, visitor: string, daysAgo: number) =>
      env.DB.prepare(
        `INSERT INTO feedback (path, collection, rating, comment, locale, visitor, day, created_at, updated_at)
         VALUES (?1, 'docsv4', ?2, '', 'en', ?3, ?4, ?5, ?5)`
      ).bind(
        path,
        rating,
        visitor,
        new Date(now - daysAgo * 86_400_000).toISOString().slice(0, 10),
        now - daysAgo * 86_400_000
      )
    const [worst, rated, old] = pages.map((page) => page.path)
    await env.DB.batch([
      vote(worst!, 'poor', 'a', 1),
      vote(worst!, 'confusing', 'b', 2),
      vote(rated!, 'great', 'c', 1),
      vote(old!, 'poor', 'd', 45),
    ])
    await env.DB.prepare(
      `INSERT INTO search_misses (query, version, locale, source, day, count) VALUES ('old gap', '4.x', 'en', 'mcp', ?1, 9)`
    )
      .bind(new Date(now - 40 * 86_400_000).toISOString().slice(0, 10))
      .run()
    const response = await SELF.fetch(`${ORIGIN}/admin/gaps`, {
      headers: { cookie: await signedInCookie() },
      redirect: 'manual',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('data-admin-screen="gaps"')
    const queries = [...html.matchAll(/data-gap-query="([^"]+)"/g)].map((match) => match[1])
    // most asked first (per query, version and language); the one of 40 days ago is left out
    expect(queries).toEqual(['qwxzv plorbnik', 'zyxqv gronk?', 'qwxzv plorbnik'])
    expect(html).toContain('Agents (MCP)')
    const listed = [...html.matchAll(/data-gap-page="([^"]+)"/g)].map((match) => match[1])
    expect(listed).toEqual([worst, rated])
    expect(html).toContain('href="/admin/gaps" aria-current="page"')
  })

  it('is for administrators only', async () => {
    const response = await SELF.fetch(`${ORIGIN}/admin/gaps`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toMatch(/^\/admin\/login/)
  })
})
