import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flattenPages } from '../../src/shared/docs/navigation'
import { LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import { firstPage } from '../../src/shared/routing/docs-rules'
import { SITE } from '../../src/shared/site'
import { docsPages, navigationOf, sectionsOf } from './content-sample'
import { json, markdownOf, MCP_URL, texts, useClient } from './mcp-client'

/*
 * What the MCP server reads of the docs comes from the content, on any corpus that builds
 * (`npm run test:adoption` runs this file on the adoption fixture): list_pages and get_page read
 * the isolate's navigation tree (worker/db/queries/docs-page.ts readDocsNavigation, as docs pages
 * do), the page about the server and the migration prompt are the content's, not named.
 */

const mcp = useClient(beforeAll, afterAll)
const { call } = mcp
const version = LATEST_DOCS_VERSION

/** Sets the stored tree of the latest version (its content hash unchanged), returns the old one. */
async function storeNavigation(navigation: string): Promise<string> {
  const row = await env.DB.prepare('SELECT navigation FROM content_info WHERE collection = ?')
    .bind(version.collection)
    .first<{ navigation: string }>()
  await env.DB.prepare('UPDATE content_info SET navigation = ? WHERE collection = ?')
    .bind(navigation, version.collection)
    .run()
  return row!.navigation
}

describe('MCP docs tools on the isolate navigation tree', () => {
  it('list_pages outlines every page of the content, and get_page reads a folder as its first page', async () => {
    const pages = flattenPages(await navigationOf(version))
    const [, outline] = texts(await call('list_pages'))
    for (const page of pages) expect(outline).toContain(`${page.path})`)
    const [section] = await sectionsOf(version)
    const folder = json<{ path: string }>(await call('get_page', { path: section!.path }))
    expect(folder.path).toBe(firstPage(section!))
  })

  it('answers list_pages and get_page the same without reading the tree from D1 again', async () => {
    const [section] = await sectionsOf(version)
    const before = {
      list: texts(await call('list_pages')),
      section: texts(await call('list_pages', { section: section!.path })),
      folder: texts(await call('get_page', { path: section!.path })),
    }
    // the stored tree changes under the same content hash: the isolate's tree still answers
    const stored = await storeNavigation('[]')
    try {
      expect(texts(await call('list_pages'))).toEqual(before.list)
      expect(texts(await call('list_pages', { section: section!.path }))).toEqual(before.section)
      expect(texts(await call('get_page', { path: section!.path }))).toEqual(before.folder)
    } finally {
      await storeNavigation(stored)
    }
  })

  it('get_page answers the text of the page`s .md URL', async () => {
    const [page] = await docsPages(version)
    const answer = texts(await call('get_page', { path: page!.path }))
    expect(answer[1]).toBe(await markdownOf(page!.path))
  })
})

describe('MCP pages and prompts from the content', () => {
  it("sends a browser's GET to the page that gives the server's URL, or says what to do with it", async () => {
    const url = `${SITE.url}/mcp`
    const about = (await docsPages(version)).find((page) =>
      new RegExp(`${url.replace(/[./]/g, '\\$&')}(?![\\w./-])`).test(page.raw)
    )
    const browser = await SELF.fetch(MCP_URL, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    })
    if (about) {
      expect(browser.status).toBe(302)
      expect(browser.headers.get('location')).toBe(about.path)
      expect((await SELF.fetch(`http://localhost${about.path}`)).status).toBe(200)
    } else {
      expect(browser.status).toBe(200)
      expect(await browser.text()).toContain('http://localhost:8787/mcp')
    }
    const card = await (
      await SELF.fetch('http://localhost/.well-known/mcp/server-card.json')
    ).json()
    expect((card as { websiteUrl: string }).websiteUrl).toBe(
      `http://localhost:8787${about?.path ?? '/'}`
    )
  })

  it('offers the migration prompt only when the docs have a migration section', async () => {
    const { prompts } = await mcp.client.listPrompts()
    const migration = (await sectionsOf(version)).some(
      (item) => item.path === `${version.path}/migration`
    )
    expect(prompts.map((prompt) => prompt.name)).toEqual(
      migration ? ['find_docs', 'migrate_3_to_4'] : ['find_docs']
    )
    if (!migration) return
    const text = JSON.stringify(
      (await mcp.client.getPrompt({ name: 'migrate_3_to_4', arguments: {} })).messages
    )
    expect(text).toContain('get_migration_guide')
    // no page named that the content may lack
    expect(text).not.toMatch(/"\/docs\//)
  })
})
