import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUILD } from '../../worker/build-manifest'
import { docsPage, type DocsSample } from './content-sample'

/*
 * Markdown on request: every page kind with a Markdown twin answers `Accept: text/markdown` with
 * the text of its `.md` URL, says `Vary: Accept`, and the edge cache keeps the HTML and the
 * Markdown of one URL apart. The `Link` headers advertise the twin and, on `/`, the agent files.
 */

const MARKDOWN = 'text/markdown, text/html;q=0.9, */*;q=0.8'
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'
/** Stands for a docs page of the build in KINDS (read from D1 once the tests run). */
const DOCS = '<docs page>'
let docs: DocsSample
beforeAll(async () => {
  docs = await docsPage()
})
const get = (path: string, accept?: string) =>
  SELF.fetch(`http://localhost${path.replace(DOCS, () => docs.path)}`, {
    headers: accept ? { accept } : {},
    redirect: 'manual',
  })

/** Each page kind: its page path and its `.md` twin. */
const KINDS = [
  ['docs page', DOCS, `${DOCS}.md`],
  ['blog post', '/blog/aster-4', '/blog/aster-4.md'],
  ['hosting guide', '/deploy/cloudflare', '/deploy/cloudflare.md'],
  ['home', '/', '/index.md'],
  ['modules directory', '/modules', '/modules.md'],
  ['module page', '/modules/image', '/modules/image.md'],
  ['landing page', '/enterprise', '/enterprise.md'],
] as const

describe('Markdown on request', () => {
  it.each(KINDS)('the %s answers Markdown, as its .md URL does', async (_kind, path, twin) => {
    const response = await get(path, MARKDOWN)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(response.headers.get('vary')).toMatch(/\bAccept\b/)
    const text = await response.text()
    expect(text).toMatch(/^# \S/)
    const direct = await get(twin)
    expect(direct.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await direct.text()).toBe(text)
  })

  it.each(KINDS)(
    'the %s still answers a browser with HTML, saying Vary: Accept and naming its twin',
    async (_kind, path, twin) => {
      const response = await get(path, BROWSER)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.headers.get('vary')).toMatch(/\bAccept\b/)
      expect(response.headers.get('link')).toContain(
        `<http://localhost:8787${twin.replace(DOCS, docs.path)}>; rel="alternate"; type="text/markdown"`
      )
      expect(await response.text()).toMatch(/^<!DOCTYPE html>/i)
    }
  )

  it('keeps the HTML and the Markdown of one URL apart in the edge cache', async () => {
    const { path, title } = await docsPage({ not: [docs.path] })
    const html = await get(path, BROWSER)
    const htmlText = await html.text()
    const markdown = await get(path, MARKDOWN)
    expect(markdown.headers.get('x-cache')).toBe('MISS')
    const markdownText = await markdown.text()
    expect(markdownText.startsWith(`# ${title}\n`)).toBe(true)
    const again = await get(path, MARKDOWN)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(await again.text()).toBe(markdownText)
    const htmlAfter = await get(path, BROWSER)
    expect(htmlAfter.headers.get('x-cache')).toBe('HIT')
    expect(htmlAfter.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await htmlAfter.text()).toBe(htmlText)
  })

  it('lets HTML win unless Markdown is preferred, and leaves other routes and payloads alone', async () => {
    const path = '/blog/aster-4'
    for (const accept of [
      '*/*',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html',
      'text/plain',
    ])
      expect((await get(path, accept)).headers.get('content-type'), accept).toMatch(/^text\/html/)
    for (const accept of [
      'text/markdown',
      'text/html;q=0.8, text/markdown',
      'text/x-markdown, */*',
    ])
      expect((await get(path, accept)).headers.get('content-type'), accept).toMatch(
        /^text\/markdown/
      )
    const templates = await get('/templates', MARKDOWN)
    expect(templates.headers.get('content-type')).toMatch(/^text\/html/)
    const payload = await get(`${DOCS}/_payload.json`, MARKDOWN)
    expect(payload.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('keeps the filters of /modules and the redirects of docs folders', async () => {
    const css = await (await get('/modules?category=CSS', MARKDOWN)).text()
    expect(css).toMatch(/^# Modules\n\n> \d+ modules in CSS\./)
    expect(css).not.toContain('(Analytics,')
    // a docs folder: the build's rule sends it to its first page (302)
    const [folder] = Object.entries(BUILD.routeRules).find(
      ([from, rule]) => rule.redirect && !rule.status && from.startsWith('/docs/4.x/')
    )!
    expect((await get(folder, MARKDOWN)).status).toBe(302)
    expect((await get('/docs/4.x/no-such-page', MARKDOWN)).status).toBe(404)
  })

  it('advertises the MCP server, llms.txt, the sitemap and the API catalog on /', async () => {
    const links = (await get('/', BROWSER)).headers.get('link')!
    expect(links).toContain('<http://localhost:8787/mcp>; rel="mcp"')
    expect(links).toContain('<http://localhost:8787/llms.txt>; rel="llms-txt"; type="text/plain"')
    expect(links).toContain('<http://localhost:8787/sitemap.xml>; rel="sitemap"')
    expect(links).toContain(
      '<http://localhost:8787/.well-known/api-catalog>; rel="api-catalog"; type="application/linkset+json"'
    )
  })

  it('writes the home page and a module page as Markdown with absolute links', async () => {
    const home = await (await get('/index.md')).text()
    expect(home).toContain('## For AI agents')
    expect(home).toContain('http://localhost:8787/mcp')
    expect(home).toContain('(http://localhost:8787/docs/4.x/getting-started/introduction)')
    const module = await (await get('/modules/image.md')).text()
    expect(module).toMatch(/^# @aster\/image\n/)
    expect(module).toContain('- Install: `npm i @aster/image`')
    expect(module).toContain('## README')
    expect((await get('/modules/no-such-module.md')).status).toBe(404)
    expect((await get('/deploy/nowhere.md')).status).toBe(404)
  })
})
