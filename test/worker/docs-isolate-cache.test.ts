import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../worker/app'
import { DOCS_CONTENT_TTL_MS, resetDocsContentHashes } from '../../worker/db/queries/docs-page'
import { resetReleaseCache } from '../../worker/release'
import { failingD1 } from './fault-bindings'

/*
 * A docs page is kept per isolate under the content hashes D1 holds (worker/db/queries/docs-page.ts):
 * while the isolate knows the hashes, the page renders without a D1 read; a content deploy (rows
 * and hash together) shows once the hashes are read again, within DOCS_CONTENT_TTL_MS.
 */

// rendering is what is tested, not the edge cache
const app = createApp({ pageCache: false })
const DOCS = '/docs/4.x/getting-started/configuration'

function request(path: string, bindings: Partial<Env> = {}) {
  return app.request(path, {}, { ...env, ...bindings }, createExecutionContext())
}

const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

afterEach(() => {
  vi.useRealTimers()
  resetDocsContentHashes()
  resetReleaseCache()
})

describe('docs pages kept per isolate', () => {
  it('renders a page it has read from memory: the same bytes with D1 down', async () => {
    resetDocsContentHashes()
    const first = await request(DOCS)
    expect(first.status).toBe(200)
    const html = await first.text()
    // the header's release info is kept per isolate too (worker/release.ts)
    const DB = failingD1('D1_ERROR: Network connection lost.')
    const again = await request(DOCS, { DB })
    expect(again.status).toBe(200)
    expect(await again.text()).toBe(html)
    // a page this isolate has not read needs D1: the outage shows
    expect((await request('/docs/4.x/getting-started/installation', { DB })).status).toBe(503)
  })

  it('shows a content deploy once it reads the hashes again, within the TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    resetDocsContentHashes()
    const before = await (await request(DOCS)).text()
    const title = titleOf(before)!
    const info = await env.DB.prepare(
      "SELECT hash FROM content_info WHERE collection = 'docsv4'"
    ).first<{ hash: string }>()
    const deploy = (pageTitle: string, hash: string) =>
      env.DB.batch([
        env.DB.prepare('UPDATE content_docsv4 SET title = ? WHERE path = ?').bind(pageTitle, DOCS),
        env.DB.prepare("UPDATE content_info SET hash = ? WHERE collection = 'docsv4'").bind(hash),
      ])
    await deploy('Configuring Aster', 'next-deploy')
    try {
      expect(titleOf(await (await request(DOCS)).text())).toBe(title)
      vi.advanceTimersByTime(DOCS_CONTENT_TTL_MS + 1)
      expect(titleOf(await (await request(DOCS)).text())).toBe('Configuring Aster')
    } finally {
      await deploy(title, info!.hash)
    }
    vi.advanceTimersByTime(DOCS_CONTENT_TTL_MS + 1)
    expect(await (await request(DOCS)).text()).toBe(before)
  })
})
