import { createExecutionContext, env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'
import { resetDocsContentHashes } from '../../worker/db/queries/docs-page'
import { resetReleaseCache } from '../../worker/release'
import { emptyD1, failingD1, failingR2, hangingD1 } from './fault-bindings'

/*
 * Faults under the worker (D1 failing, hanging, empty or without tables; malformed rows): pages
 * answer within a bound with a 503 and a message, or degrade; one bad row takes down only itself;
 * and the site recovers as soon as the fault is gone, without a restart.
 */

// the faults are D1's under an unchanged build id: rendering is what is tested, not the edge cache
const app = createApp({ pageCache: false })
// not prerendered pages: those are files of the build, served whatever D1 holds (prerendered.test.ts)
const DOCS = '/docs/4.x/getting-started/installation'
const DOCS_V3 = '/docs/3.x/getting-started/installation'

function request(path: string, bindings: Partial<Env> & Record<string, unknown> = {}) {
  return app.request(path, {}, { ...env, ...bindings }, createExecutionContext())
}

/** The error page's status line, title and message. */
async function errorPage(response: Response) {
  const html = await response.text()
  return {
    status: response.status,
    title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    message: /data-error-message="">([^<]*)</.exec(html)?.[1]?.replace(/&#x27;|&#39;/g, "'"),
  }
}

// what an isolate keeps from D1 (release info; docs content hashes, read again after 30 s): each
// test's binding is read, as a new isolate would
afterEach(() => {
  resetReleaseCache()
  resetDocsContentHashes()
})

describe('D1 faults', () => {
  it('a failing database: 503 with a message on pages, JSON on APIs', async () => {
    const DB = failingD1('D1_ERROR: Network connection lost.')
    for (const path of [DOCS, '/blog', '/modules', '/']) {
      const page = await errorPage(await request(path, { DB }))
      expect(page, path).toMatchObject({ status: 503, title: 'Service Unavailable' })
      expect(page.message, path).toContain('content is temporarily unavailable')
    }
    const api = await request('/api/stats', { DB })
    expect(api.status).toBe(503)
    expect(((await api.json()) as { error: string }).error).toContain('temporarily unavailable')
  })

  it('a database without its tables: 503 content not loaded, with the fix', async () => {
    const DB = failingD1('D1_ERROR: no such table: content_docsv4: SQLITE_ERROR')
    for (const path of [DOCS, '/no/such/page', '/modules']) {
      const page = await errorPage(await request(path, { DB }))
      expect(page.status, path).toBe(503)
      expect(page.message, path).toContain('content not loaded')
      expect(page.message, path).toContain('npm run prepare:local')
    }
  })

  it('an empty database: 503 content not loaded, not a 404 for every page', async () => {
    const page = await errorPage(await request(DOCS, { DB: emptyD1() }))
    expect(page.status).toBe(503)
    expect(page.message).toContain('content not loaded (the database is empty)')
  })

  it('a hanging database: 503 within the bound, the header degraded to its fallback', async () => {
    const started = Date.now()
    const response = await request(DOCS, { DB: hangingD1(), CONTENT_TIMEOUT_MS: '150' })
    const html = await response.text()
    expect(response.status).toBe(503)
    // spec 8's message, then why
    expect(html).toContain(
      '[TimeoutError]: The operation was aborted due to timeout (the database did not answer within 150 ms)'
    )
    expect(html).toContain('data-github-stars="">...</span>')
    // bounded: the loader's deadline plus the shell's, far below a hung request
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('recovers as soon as the database answers again (no restart)', async () => {
    expect((await request(DOCS, { DB: failingD1('D1_ERROR: boom') })).status).toBe(503)
    const response = await request(DOCS)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Introduction')
  })
})

describe('malformed rows take down only themselves', () => {
  /** Runs `check` with one SQL change applied, then restores the row. */
  /** Runs `check` with `change` applied (one statement or a batch), then `restore`. */
  async function withChange(
    change: string | string[],
    restore: string | string[],
    check: () => Promise<void>
  ) {
    const run = async (sql: string | string[]) => {
      await env.DB.batch([sql].flat().map((statement) => env.DB.prepare(statement)))
      // an isolate reads the content hashes again within DOCS_CONTENT_TTL_MS: at once here
      resetDocsContentHashes()
    }
    await run(change)
    try {
      await check()
    } finally {
      await run(restore)
    }
  }

  it('a post with authors = null: /blog lists the others, the post answers 503', async () => {
    const post = await env.DB.prepare(
      "SELECT path, authors FROM content_blog WHERE draft = 0 AND locale = 'en' ORDER BY date DESC LIMIT 1"
    ).first<{ path: string; authors: string }>()
    const others = await env.DB.prepare(
      "SELECT count(*) AS n FROM content_blog WHERE draft = 0 AND locale = 'en'"
    ).first<{ n: number }>()
    await withChange(
      `UPDATE content_blog SET authors = 'null' WHERE path = '${post!.path}' AND locale = 'en'`,
      `UPDATE content_blog SET authors = '${post!.authors.replace(/'/g, "''")}' WHERE path = '${post!.path}' AND locale = 'en'`,
      async () => {
        const list = await request('/blog')
        expect(list.status).toBe(200)
        const html = await list.text()
        expect(html).not.toContain(`href="${post!.path}"`)
        expect(html.match(/href="\/blog\/[^"]+"/g)?.length).toBeGreaterThanOrEqual(others!.n - 1)
        const page = await errorPage(await request(post!.path))
        expect(page.status).toBe(503)
        expect(page.message).toContain(`content row blog${post!.path} is malformed`)
      }
    )
    expect((await request(post!.path)).status).toBe(200)
  })

  it('a corrupt 3.x navigation: 3.x pages answer 503, 4.x pages keep serving', async () => {
    const row = await env.DB.prepare(
      "SELECT navigation, hash FROM content_info WHERE collection = 'docsv3'"
    ).first<{ navigation: string; hash: string }>()
    // content arrives with its hash (an isolate keeps each tree under it): as a load would
    expect((await request(DOCS_V3)).status).toBe(200)
    await withChange(
      "UPDATE content_info SET navigation = '{not json', hash = 'corrupt' WHERE collection = 'docsv3'",
      `UPDATE content_info SET navigation = '${row!.navigation.replace(/'/g, "''")}', hash = '${row!.hash}' WHERE collection = 'docsv3'`,
      async () => {
        const v3 = await errorPage(await request(DOCS_V3))
        expect(v3.status).toBe(503)
        expect(v3.message).toContain('content_info/docsv3')
        expect((await request(DOCS)).status).toBe(200)
      }
    )
    expect((await request(DOCS_V3)).status).toBe(200)
  })

  it('invalid toc JSON: the page, its .md and its payload answer 503; its siblings serve', async () => {
    const row = await env.DB.prepare(
      "SELECT toc FROM content_docsv4 WHERE path = ? AND locale = 'en'"
    )
      .bind(DOCS)
      .first<{ toc: string }>()
    const info = await env.DB.prepare(
      "SELECT hash FROM content_info WHERE collection = 'docsv4'"
    ).first<{ hash: string }>()
    // content changes with its collection's hash (one deploy step): rows are kept per isolate
    // under it (worker/db/queries/docs-page.ts)
    const setHash = (hash: string) =>
      `UPDATE content_info SET hash = '${hash}' WHERE collection = 'docsv4'`
    await withChange(
      [
        `UPDATE content_docsv4 SET toc = '[{' WHERE path = '${DOCS}' AND locale = 'en'`,
        setHash('corrupt-toc'),
      ],
      [
        `UPDATE content_docsv4 SET toc = '${row!.toc.replace(/'/g, "''")}' WHERE path = '${DOCS}' AND locale = 'en'`,
        setHash(info!.hash),
      ],
      async () => {
        for (const path of [DOCS, `${DOCS}.md`, `${DOCS}/_payload.json`]) {
          expect((await request(path)).status, path).toBe(503)
        }
        expect((await request('/docs/4.x/getting-started/configuration')).status).toBe(200)
      }
    )
  })
})

describe('R2 faults (build manifests)', () => {
  it('a missing manifest is a 404 with a message; a failing bucket a 503; pages keep serving', async () => {
    const missing = await request('/_aster/builds/meta/0123456789ab.json')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: 'no manifest for build 0123456789ab',
      error: 'no manifest for build 0123456789ab',
    })
    const BUILDS = failingR2()
    for (const path of ['/_aster/builds/latest.json', '/_aster/builds/meta/0123456789ab.json']) {
      const response = await request(path, { BUILDS })
      expect(response.status, path).toBe(503)
      expect(((await response.json()) as { error: string }).error).toContain('unavailable')
    }
    expect((await request(DOCS, { BUILDS })).status).toBe(200)
  })
})
