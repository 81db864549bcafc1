import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { docsPage, escapeHtml, type DocsSample } from './content-sample'

/** The first docs page of the build (content-sample.ts). */
let page: DocsSample
let DOCS_PAGE: string
beforeAll(async () => {
  page = await docsPage()
  DOCS_PAGE = page.path
})

/** The error page served for `path`, checked to be a 404. */
async function notFoundHtml(path: string): Promise<string> {
  const response = await SELF.fetch(`http://localhost${path}`)
  expect(response.status).toBe(404)
  return response.text()
}

describe('docs page (streaming SSR from D1)', () => {
  it('renders the page read from D1 with the title template and both theme-color metas', async () => {
    const response = await SELF.fetch(`http://localhost${DOCS_PAGE}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<html lang="en"')
    const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? ''
    expect(title.startsWith(`${escapeHtml(page.title)} · `)).toBe(true)
    expect(title.endsWith(' v4')).toBe(true)
    expect(html).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#020420"/>'
    )
    expect(html).toContain(
      '<meta name="theme-color" media="(prefers-color-scheme: light)" content="white"/>'
    )
    expect(html).toContain('data-island="ColorModeButton"')
  })

  it('streams the body: the head arrives before the document is complete', async () => {
    const response = await SELF.fetch(`http://localhost${DOCS_PAGE}`)
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    const chunks: string[] = []
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks.push(decoder.decode(read.value, { stream: true }))
    }
    // a buffered answer is one chunk holding everything; a streamed one starts with the shell
    expect(chunks.length).toBeGreaterThan(1)
    expect(chunks[0]).toContain('<html')
    expect(chunks[0]).not.toContain('</html>')
    expect(chunks.join('')).toContain('</html>')
  })

  it('sends the security headers with an inline-script hash in the CSP', async () => {
    const response = await SELF.fetch(`http://localhost${DOCS_PAGE}`)
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    await response.body?.cancel()
  })

  it('answers a missing docs page with the 404 error page', async () => {
    const html = await notFoundHtml('/docs/4.x/does-not-exist')
    expect(html).toContain('Page not found')
    expect(html).toContain('We are sorry but this page could not be found.')
    expect(html).toContain('Page not found: /docs/4.x/does-not-exist')
    expect(html).toContain('Back to home')
  })

  it('shows the version badge and select on every /docs path, a 404 too (spec 2)', async () => {
    const header = (html: string) => html.slice(0, html.indexOf('</header>'))
    const missing = header(await notFoundHtml('/docs/3.x/does-not-exist'))
    expect(missing).toMatch(/data-version-badge="" data-color="neutral">v3</)
    // the switch swaps the path's prefix
    expect(missing).toContain('<option value="/docs/4.x/does-not-exist">')
    expect(missing).toContain('<option value="/docs/3.x/does-not-exist" selected="">')
    expect(header(await notFoundHtml('/no/such/page'))).not.toContain('data-version-badge')
  })

  it('answers an unknown route with 404 and the path in the message', async () => {
    const html = await notFoundHtml('/no/such/page')
    expect(html).toContain('Page not found: /no/such/page')
    expect(html).toContain('>404<')
  })

  it('escapes a hostile path in the error page', async () => {
    const html = await notFoundHtml('/%3Cscript%3Ealert(1)%3C/script%3E')
    expect(html).not.toContain('<script>alert(1)</script>')
  })

  it('redirects unversioned docs paths to 4.x', async () => {
    const response = await SELF.fetch('http://localhost/docs/getting-started/introduction', {
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/docs/4.x/getting-started/introduction')
  })
})
