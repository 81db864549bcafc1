import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { connectClient } from '../worker/mcp-client'

/**
 * The worker serving the adoption fixture (build/content/__fixtures__/adoption) as its docs:
 * `npm run test:adoption` builds it into dist/ first. What a team that dropped its corpus in
 * would check: the configured redirects answer 301, every page serves without a component's
 * name as text, local images answer 200, inline code is highlighted. Paths come from the
 * content (D1) or from the fixture's own files.
 */

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })

/** The docs pages of the build, read from D1 (what the fixture holds, not a list of ours). */
async function docsPaths(): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT path FROM content_docsv4').all<{
    path: string
  }>()
  return results.map((row) => row.path)
}

describe('adoption fixture served as the docs', () => {
  it("answers content.config.yml's redirects with 301, patterns filled (query kept)", async () => {
    const exact = await get('/docs/4.x/guide/directory-structure/app/pages?from=old')
    expect(exact.status).toBe(301)
    expect(exact.headers.get('location')).toBe('/docs/4.x/guide/directory-structure/pages?from=old')
    const pattern = await get('/docs/4.x/concepts/rendering')
    expect(pattern.status).toBe(301)
    expect(pattern.headers.get('location')).toBe('/docs/4.x/guide/concepts/rendering')
  })

  it('redirects a redirect-only page and the other spellings of $fetch.md', async () => {
    const setup = await get('/docs/4.x/getting-started/quick-start')
    expect(setup.status).toBe(302)
    expect(setup.headers.get('location')).toBe('/docs/4.x/getting-started/installation')
    for (const spelling of ['$fetch', 'dollarfetch']) {
      const response = await get(`/docs/4.x/api/utils/${spelling}`)
      expect(response.status, spelling).toBe(302)
      expect(response.headers.get('location')).toBe('/docs/4.x/api/utils/fetch')
    }
  })

  it('serves every page, none with a component name as text, and every local image it shows', async () => {
    const paths = await docsPaths()
    expect(paths.length).toBeGreaterThan(10)
    const images = new Set<string>()
    for (const path of paths) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const prose = main.replace(/<pre[\s\S]*?<\/pre>|<code[^>]*>[\s\S]*?<\/code>/g, '')
      expect(prose, path).not.toMatch(/(^|[\s>]):{1,2}[a-z][a-z-]*-[a-z]/)
      for (const [, src] of main.matchAll(/<img src="(\/[^"]+)"/g)) images.add(src!)
    }
    expect([...images].sort()).toEqual([
      '/_media/docs/4.x/2.guide/1.concepts/islands-diagram.svg',
      '/assets/aster-mark.svg',
    ])
    // a static asset through the ASSETS binding, as the CDN serves it before the worker
    for (const src of images) {
      const response = await env.ASSETS.fetch(new URL(src, 'http://localhost'))
      expect(response.status, src).toBe(200)
      await response.body?.cancel()
    }
  })

  it("lists the corpus's own sections in the header's Docs menu, titled as it titles them (no link to a 404)", async () => {
    const html = await (await get('/docs/4.x/getting-started/introduction')).text()
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
    const docs = [
      ...header.matchAll(/<a href="(\/docs\/4\.x\/[^"]+)"[^>]*>(?:<span[^>]*><\/span>)?([^<]+)</g),
    ]
    expect(docs.map((m) => [m[2], m[1]])).toEqual([
      ['Get started', '/docs/4.x/getting-started'],
      ['Guide', '/docs/4.x/guide'],
      ['API', '/docs/4.x/api'],
      ['Recipes', '/docs/4.x/recipes'],
    ])
    for (const [, section] of docs) {
      const response = await get(section!)
      expect([200, 302], section).toContain(response.status)
      await response.body?.cancel()
    }
  })

  it('has no page about the MCP server: a browser at /mcp is told what to do with the URL', async () => {
    const browser = await get('/mcp')
    expect(browser.status).toBe(200)
    expect(await browser.text()).toContain('Add that URL to an agent')
    const llms = await (await get('/llms.txt')).text()
    expect(llms).toContain('(Streamable HTTP).')
  })

  it("names the corpus's sections in the MCP list_pages tool, not the sample's", async () => {
    const client = await connectClient()
    try {
      const { tools } = await client.listTools()
      const description = tools.find((tool) => tool.name === 'list_pages')!.description!
      expect(description).toContain('("getting-started", "guide", "api", "recipes", or a deeper')
      expect(description).not.toContain('"examples"')
    } finally {
      await client.close()
    }
  })

  it('highlights inline code with a language', async () => {
    const html = await (await get('/docs/4.x/getting-started/introduction')).text()
    expect(html).toMatch(
      /<code data-language="ts" class="shiki"><span class="sk\d+">defineAsterConfig<\/span>/
    )
  })
})
