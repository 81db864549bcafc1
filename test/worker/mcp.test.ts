import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, MCP_URL, nextAddress, texts, markdownOf, useClient } from './mcp-client'
import { BUILT_VERSIONS, docsPage, docsPages, SAMPLE_DOCS, sectionsOf } from './content-sample'
import { LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import type { NavigationItem } from '../../src/shared/content/navigation'

/*
 * The MCP server at /mcp driven by the SDK's real Client over Streamable HTTP against the worker
 * in workerd: every tool, its errors, the resources and prompts, and the abuse limits. The docs
 * pages come from the build (content-sample.ts), so this passes on any corpus
 * (`npm run test:adoption`); cases about the sample's own pages run only on it (SAMPLE_DOCS).
 */

const mcp = useClient(beforeAll, afterAll)
const { call } = mcp
/** A page of the latest docs with a `##` heading, its path without the version, its first section. */
let PAGE: { path: string; title: string }
let SLUG: string
let SECTION: NavigationItem
/** A word of PAGE's prose that the fewest other pages use (what search_docs should find it by). */
let WORD: string
beforeAll(async () => {
  const page = await docsPage({ heading: true })
  PAGE = page
  const others = (await docsPages()).map((other) => other.raw.toLowerCase())
  const prose = page.raw.replace(/^---[\s\S]*?---/, '').replace(/```[\s\S]*?```|`[^`]*`/g, '')
  const words = [...new Set(prose.toLowerCase().match(/\b[a-z]{6,}\b/g) ?? [])]
  const uses = (word: string) => others.filter((raw) => raw.includes(word)).length
  WORD = words.reduce((best, word) => (uses(word) < uses(best) ? word : best), words[0]!)
  SLUG = PAGE.path.slice(LATEST_DOCS_VERSION.path.length + 1)
  SECTION = (await sectionsOf(LATEST_DOCS_VERSION))[0]!
})

/** A tool answer that is an error, with its message. */
async function refusal(name: string, args: Record<string, unknown>): Promise<string> {
  const result = await call(name, args)
  expect(result.isError, `${name} ${JSON.stringify(args)} should be refused`).toBe(true)
  return texts(result).join('\n')
}

describe('MCP server: discovery', () => {
  it('lists the ten tools, each with an input schema and a description', async () => {
    const { tools } = await mcp.client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_docs',
      'get_page',
      'list_pages',
      'get_migration_guide',
      'list_modules',
      'get_module',
      'list_blog_posts',
      'get_blog_post',
      'list_deploy_providers',
      'get_deploy_guide',
    ])
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object')
      expect(tool.description!.length).toBeGreaterThan(40)
      expect(tool.annotations?.readOnlyHint).toBe(true)
    }
    const search = tools.find((tool) => tool.name === 'search_docs')!
    expect(search.inputSchema.required).toEqual(['query'])
  })

  it('names itself and tells agents how to use it', () => {
    expect(mcp.client.getServerVersion()?.name).toBe('aster-docs')
    expect(mcp.client.getInstructions()).toContain('search_docs')
  })
})

describe('MCP server: docs tools', () => {
  it('search_docs ranks pages for a question, one result per page, with links and snippets', async () => {
    const answer = json<{
      version: string
      locale: string
      results: { path: string; url: string; markdownUrl: string; title: string; snippet: string }[]
    }>(await call('search_docs', { query: WORD, limit: 5 }))
    expect(answer.version).toBe('4.x')
    expect(answer.locale).toBe('en')
    expect(answer.results.length).toBeGreaterThan(0)
    expect(answer.results.length).toBeLessThanOrEqual(5)
    expect(answer.results.map((result) => result.path)).toContain(PAGE.path)
    const paths = answer.results.map((result) => result.path)
    expect(new Set(paths).size).toBe(paths.length)
    const first = answer.results[0]!
    expect(first.url).toMatch(/^http:\/\/localhost:8787\/(docs|blog)\//)
    expect(first.markdownUrl).toMatch(/\.md$/)
    expect(first.snippet).toContain('**')
  })

  it.runIf(SAMPLE_DOCS)('search_docs reads the version asked for', async () => {
    const v3 = json<{ version: string; results: { path: string }[] }>(
      await call('search_docs', { query: 'useData', version: '3' })
    )
    expect(v3.version).toBe('3.x')
    expect(v3.results[0]!.path).toBe('/docs/3.x/api/composables/use-data')
  })

  it('search_docs refuses a bad version, a bad locale and an oversize query as MCP errors', async () => {
    expect(await refusal('search_docs', { query: 'routing', version: '9.x' })).toContain(
      'Unknown docs version "9.x"'
    )
    expect(await refusal('search_docs', { query: 'routing', locale: 'fr' })).toContain('en, zh-CN')
    expect(await refusal('search_docs', { query: 'x'.repeat(201) })).toMatch(/query/i)
    expect(await refusal('search_docs', { query: 'routing', limit: 500 })).toMatch(/limit/i)
    expect(await refusal('search_docs', {})).toMatch(/query/i)
  })

  it('get_page answers the text of the page`s .md URL, by path, slug, URL or .md path', async () => {
    const expected = await markdownOf(PAGE.path)
    for (const args of [
      { path: PAGE.path },
      { slug: SLUG },
      { path: `http://example.org${PAGE.path}.md#a-heading` },
      { path: `/docs/${SLUG}/` },
    ]) {
      const result = await call('get_page', args)
      expect(result.isError, JSON.stringify(args)).toBeFalsy()
      const [meta, markdown] = texts(result)
      expect(markdown).toBe(expected)
      expect(JSON.parse(meta!)).toMatchObject({
        title: PAGE.title,
        path: PAGE.path,
        version: '4.x',
        truncated: false,
        lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      })
    }
    // an older version's page, by slug and version (the build's, when it has one)
    for (const version of BUILT_VERSIONS.slice(1)) {
      const [older] = await docsPages(version)
      const slug = older!.path.slice(version.path.length + 1)
      const name = version.path.slice('/docs/'.length)
      const meta = JSON.parse(texts(await call('get_page', { slug, version: name }))[0]!)
      expect(meta.path).toBe(older!.path)
    }
  })

  it('get_page refuses an unknown page, a bad version, a draft and paths outside the docs', async () => {
    expect(await refusal('get_page', { path: '/docs/4.x/no/such/page' })).toContain('search_docs')
    expect(await refusal('get_page', { path: `/docs/9.x/${SLUG}` })).toContain(
      'Unknown docs version'
    )
    expect(await refusal('get_page', { slug: SLUG, version: 'v7' })).toContain(
      'Unknown docs version'
    )
    // the sample's View Transitions guide is a draft: it exists only in content_drafts
    if (SAMPLE_DOCS)
      expect(
        await refusal('get_page', { path: '/docs/4.x/guide/going-further/view-transitions' })
      ).toContain('No docs page')
    expect(await refusal('get_page', { path: '/admin' })).toContain('No docs page')
    expect(await refusal('get_page', { path: "x' OR 1=1 --" })).toContain('No docs page')
    expect(await refusal('get_page', {})).toContain('path')
  })

  it('list_pages outlines a version or one section, and refuses an unknown section', async () => {
    const [meta, outline] = texts(await call('list_pages'))
    expect(JSON.parse(meta!)).toMatchObject({ version: '4.x', versions: ['4.x', '3.x'] })
    expect(outline).toContain(`- ${SECTION.title}\n`)
    expect(outline).toContain(`[${PAGE.title}](http://localhost:8787${PAGE.path})`)
    // one section: its pages, not another section's
    const sections = await sectionsOf(LATEST_DOCS_VERSION)
    const last = sections[sections.length - 1]!
    const name = last.path.slice(LATEST_DOCS_VERSION.path.length + 1)
    const one = texts(await call('list_pages', { section: name }))[1]!
    expect(one).toContain(`${last.path}/`)
    if (sections.length > 1) expect(one).not.toContain(`${SECTION.path}/`)
    expect(await refusal('list_pages', { section: 'nowhere' })).toContain(
      SECTION.path.slice(LATEST_DOCS_VERSION.path.length + 1)
    )
  })

  it('get_migration_guide refuses a downgrade and an unknown version', async () => {
    expect(await refusal('get_migration_guide', { from: '4.x', to: '3.x' })).toContain(
      'newer version'
    )
    expect(await refusal('get_migration_guide', { from: '2.x', to: '4.x' })).toContain(
      'Unknown docs version'
    )
  })

  it.runIf(SAMPLE_DOCS)(
    'get_migration_guide joins the newer version`s migration pages',
    async () => {
      const [meta, markdown] = texts(await call('get_migration_guide', { from: '3.x', to: '4.x' }))
      const info = JSON.parse(meta!)
      expect(info.pages).toEqual([
        'http://localhost:8787/docs/4.x/migration/overview',
        'http://localhost:8787/docs/4.x/migration/configuration',
        'http://localhost:8787/docs/4.x/migration/pages-and-layouts',
        'http://localhost:8787/docs/4.x/migration/data-fetching',
      ])
      expect(markdown).toContain('Source: http://localhost:8787/docs/4.x/migration/configuration')
      expect(markdown).toContain(await markdownOf('/docs/4.x/migration/data-fetching'))
    }
  )
})

describe('MCP server: modules, blog and hosting tools', () => {
  it('list_modules filters as /modules does, pages by offset, and refuses an unknown category', async () => {
    const css = json<{ total: number; items: { category: string; name: string }[] }>(
      await call('list_modules', { category: 'css' })
    )
    expect(css.total).toBeGreaterThan(0)
    expect(css.items.every((item) => item.category === 'CSS')).toBe(true)
    const image = json<{ items: { name: string }[] }>(
      await call('list_modules', { query: 'image' })
    )
    expect(image.items.map((item) => item.name)).toContain('image')
    const first = json<{
      total: number
      truncated: boolean
      nextOffset: number
      items: { name: string }[]
    }>(await call('list_modules', { limit: 5, sort: 'stars' }))
    expect(first).toMatchObject({ truncated: true, nextOffset: 5 })
    const next = json<{ offset: number; items: { name: string }[] }>(
      await call('list_modules', { limit: 5, sort: 'stars', offset: 5 })
    )
    expect(next.offset).toBe(5)
    expect(next.items[0]!.name).not.toBe(first.items[0]!.name)
    expect(await refusal('list_modules', { category: 'Spaceships' })).toContain('Analytics')
    expect(await refusal('list_modules', { sort: 'random' })).toMatch(/sort/i)
  })

  it('get_module answers the module page`s Markdown, README included, by name or npm name', async () => {
    const expected = await markdownOf('/modules/image')
    expect(expected).toContain('## README')
    for (const name of ['image', '@aster/image']) {
      const [meta, markdown] = texts(await call('get_module', { name }))
      expect(JSON.parse(meta!)).toMatchObject({ name: 'image', npm: '@aster/image' })
      expect(markdown).toBe(expected)
    }
    expect(await refusal('get_module', { name: 'no-such-module' })).toContain('list_modules')
  })

  it('lists and reads published blog posts, never a draft', async () => {
    const posts = json<{ total: number; items: { slug: string; category: string }[] }>(
      await call('list_blog_posts', { limit: 50 })
    )
    expect(posts.items.map((post) => post.slug)).toContain('aster-4')
    expect(posts.items.map((post) => post.slug)).not.toContain('roadmap-aster-5')
    const category = posts.items[0]!.category
    const filtered = json<{ items: { category: string }[] }>(
      await call('list_blog_posts', { category: category.toUpperCase() })
    )
    expect(filtered.items.every((post) => post.category === category)).toBe(true)
    const [, markdown] = texts(await call('get_blog_post', { slug: 'aster-4' }))
    expect(markdown).toBe(await markdownOf('/blog/aster-4'))
    expect(await refusal('get_blog_post', { slug: 'roadmap-aster-5' })).toContain(
      'No published post'
    )
    expect(await refusal('list_blog_posts', { category: 'Gossip' })).toContain('categories')
  })

  it('lists hosting providers and reads a guide as its .md URL serves it', async () => {
    const providers = json<{ items: { slug: string }[] }>(await call('list_deploy_providers'))
    expect(providers.items.map((provider) => provider.slug)).toContain('cloudflare')
    const [meta, markdown] = texts(await call('get_deploy_guide', { slug: 'cloudflare' }))
    expect(JSON.parse(meta!).url).toBe('http://localhost:8787/deploy/cloudflare')
    expect(markdown).toBe(await markdownOf('/deploy/cloudflare'))
    expect(await refusal('get_deploy_guide', { slug: 'nowhere' })).toContain(
      'list_deploy_providers'
    )
  })
})

describe('MCP server: resources and prompts', () => {
  it('lists docs pages as aster:// resources and reads one as Markdown', async () => {
    const { resourceTemplates } = await mcp.client.listResourceTemplates()
    expect(resourceTemplates[0]!.uriTemplate).toBe('aster://docs/{version}/{+path}')
    const { resources } = await mcp.client.listResources()
    const uris = resources.map((resource) => resource.uri)
    const uri = (path: string) => `aster://${path.slice(1)}`
    expect(uris).toContain(uri(PAGE.path))
    for (const version of BUILT_VERSIONS.slice(1))
      expect(uris).toContain(uri((await docsPages(version))[0]!.path))
    const read = await mcp.client.readResource({ uri: uri(PAGE.path) })
    expect(read.contents[0]).toMatchObject({
      mimeType: 'text/markdown',
      text: await markdownOf(PAGE.path),
    })
    await expect(mcp.client.readResource({ uri: 'aster://docs/4.x/no/such/page' })).rejects.toThrow(
      /No docs page/
    )
  })

  it.runIf(SAMPLE_DOCS)('offers the two prompts, which name the tools to use', async () => {
    const { prompts } = await mcp.client.listPrompts()
    expect(prompts.map((prompt) => prompt.name)).toEqual(['find_docs', 'migrate_3_to_4'])
    const find = await mcp.client.getPrompt({
      name: 'find_docs',
      arguments: { topic: 'route middleware' },
    })
    expect(JSON.stringify(find.messages)).toContain('search_docs')
    const migrate = await mcp.client.getPrompt({ name: 'migrate_3_to_4', arguments: {} })
    expect(JSON.stringify(migrate.messages)).toContain('get_migration_guide')
  })
})

describe('MCP server: answer cap', () => {
  const BIG = '/docs/4.x/getting-started/mcp-answer-cap'
  beforeAll(async () => {
    // a page far over the 64 KB answer cap, in the published table, with multibyte text
    const raw = Array.from(
      { length: 5000 },
      (_, n) => `Line ${n}: 路由与数据 — routing and data.`
    ).join('\n')
    await env.DB.prepare(
      `INSERT INTO content_docsv4 (id, stem, path, title, description, body, raw, toc, navigation, meta, position)
       VALUES (?1, 'big', ?2, 'Big page', 'A very long page.', '<p>big</p>', ?3, '[]', 'true', '{}', 99999)`
    )
      .bind(`docsv4${BIG}`, BIG, raw)
      .run()
  })
  afterAll(async () => {
    await env.DB.prepare('DELETE FROM content_docsv4 WHERE path = ?1').bind(BIG).run()
  })

  it('cuts a long page at 64 KB with truncated and nextOffset, and reads the rest by offset', async () => {
    const whole = await markdownOf(BIG)
    expect(new TextEncoder().encode(whole).length).toBeGreaterThan(3 * 65536)
    let text = ''
    let offset: number | undefined = 0
    let calls = 0
    while (offset !== undefined) {
      const result = await call('get_page', { path: BIG, offset })
      const [meta, part] = texts(result)
      const bytes = texts(result).reduce(
        (sum, item) => sum + new TextEncoder().encode(item).length,
        0
      )
      expect(bytes).toBeLessThanOrEqual(65536)
      const info = JSON.parse(meta!)
      expect(info.offset).toBe(offset)
      text += part
      offset = info.truncated ? info.nextOffset : undefined
      calls++
    }
    expect(calls).toBeGreaterThan(3)
    expect(text).toBe(whole)
    expect(await refusal('get_page', { path: BIG, offset: whole.length + 10 })).toContain(
      'past the end'
    )
  })
})

describe('MCP endpoint: HTTP limits', () => {
  const rpc = (body: string, ip = nextAddress(), headers: Record<string, string> = {}) =>
    SELF.fetch(MCP_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'cf-connecting-ip': ip,
        ...headers,
      },
      body,
    })
  const PING = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })

  it('limits each address per minute: 429 with Retry-After, other addresses unaffected', async () => {
    const ip = nextAddress()
    let allowed = 0
    let refused: Response | undefined
    // a fixed window: at most one boundary can fall inside this loop
    for (let n = 0; n < 121 && !refused; n++) {
      const response = await rpc(PING, ip)
      if (response.status === 429) refused = response
      else {
        allowed++
        await response.body?.cancel()
      }
    }
    expect(refused, 'no 429 after 121 requests').toBeDefined()
    expect(allowed).toBeGreaterThanOrEqual(60)
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await refused!.json()) as { error: { message: string } }
    expect(body.error.message).toContain('Too many requests')
    expect((await rpc(PING)).status).toBe(200)
  })

  it('caps the body, answers bad JSON as a JSON-RPC error, never a 500', async () => {
    const big = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'ping',
      params: { pad: 'x'.repeat(70_000) },
    })
    expect((await rpc(big)).status).toBe(413)
    const bad = await rpc('{"jsonrpc": "2.0", "id": 1, "method": ')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { code: number } }).error.code).toBe(-32700)
    const notRpc = await rpc(JSON.stringify({ hello: 'world' }))
    expect(notRpc.status).toBe(400)
    const noAccept = await rpc(PING, nextAddress(), { accept: 'text/html' })
    expect(noAccept.status).toBe(406)
  })

  it('sends a browser`s GET to the docs page about the server; a stream GET is 405', async () => {
    // the sample's page about the server (on any corpus: mcp-docs-source.test.ts)
    if (SAMPLE_DOCS) {
      const browser = await SELF.fetch(MCP_URL, {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      })
      expect(browser.status).toBe(302)
      expect(browser.headers.get('location')).toBe('/docs/4.x/getting-started/ai-agents')
      const page = await SELF.fetch('http://localhost/docs/4.x/getting-started/ai-agents')
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('https://aster.example/mcp')
    }
    const stream = await SELF.fetch(MCP_URL, { headers: { accept: 'text/event-stream' } })
    expect(stream.status).toBe(405)
    expect(stream.headers.get('allow')).toBe('POST')
  })
})
