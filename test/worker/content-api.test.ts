import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'

const QUERY = 'http://localhost/__aster_content/docsv4/query'

const post = (
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' }
) => SELF.fetch(QUERY, { method: 'POST', body, headers })
const postSql = (sql: string) => post(JSON.stringify({ sql }))

/** What the database looks like; compared before and after the hostile queries. */
async function snapshot() {
  const tables = await env.DB.prepare(
    `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`
  ).all()
  const docs = await env.DB.prepare('SELECT COUNT(*) AS n FROM content_docsv4').first<{
    n: number
  }>()
  const info = await env.DB.prepare('SELECT COUNT(*) AS n FROM content_info').first<{ n: number }>()
  return { tables: tables.results, docs: docs?.n, info: info?.n }
}

const HOSTILE: string[] = [
  'DELETE FROM "content_docsv4"',
  'DROP TABLE "content_docsv4"',
  'INSERT INTO "content_info" ("collection") VALUES (\'x\')',
  'UPDATE "content_docsv4" SET "title" = \'pwned\'',
  'SELECT * FROM "content_docsv4"; DELETE FROM "content_docsv4"',
  'SELECT * FROM "content_docsv4";',
  'SELECT * FROM "content_info"',
  'SELECT * FROM "content_docsv3"',
  'SELECT * FROM sqlite_master',
  'SELECT * FROM "sqlite_schema"',
  'SELECT * FROM "content_docsv4" UNION SELECT * FROM "content_docsv3"',
  'SELECT * FROM "content_docsv4" WHERE "path" IN (SELECT "path" FROM "content_docsv3")',
  'SELECT * FROM (SELECT * FROM "content_docsv4")',
  'WITH x AS (SELECT 1) SELECT * FROM "content_docsv4"',
  'VALUES (1)',
  'SELECT load_extension(\'x\') FROM "content_docsv4"',
  'SELECT lower("title") FROM "content_docsv4"',
  'SELECT * FROM "content_docsv4" WHERE "title" = sqlite_version()',
  'SELECT * FROM "content_docsv4" -- comment',
  'SELECT * FROM "content_docsv4" /* comment */',
  'PRAGMA table_info(content_docsv4)',
  "ATTACH DATABASE 'x' AS y",
  'SELECT * FROM "content_docsv4" WHERE "path" = $1',
  'SELECT * FROM "content_docsv4" WHERE "path" = ?',
  'SELECT * FROM "content_docsv4" WHERE "path" = :p',
  'SELECT * FROM "content_docsv4" WHERE "path" = @p',
  'SELECT * FROM "content_docsv4" WHERE "password" = 1',
  'SELECT "secret" FROM "content_docsv4"',
  'SELECT * FROM "content_docsv4" WHERE "path" = \'unterminated',
  'SELECT * FROM "content_docsv4" WHERE "path" = x\'00\'',
  'SELECT * FROM `content_docsv4`',
  'SELECT * FROM [content_docsv4]',
  'SELECT * FROM "content_docsv4" JOIN "content_docsv3"',
  'SELECT * FROM "content_docsv4", "content_docsv3"',
  'SELECT * FROM "content_docsv4" ORDER BY random()',
  'SELECT * FROM "content_docsv4" LIMIT 1 OFFSET (SELECT 1)',
  '',
  'select',
]

describe('POST /__aster_content/<collection>/query', () => {
  let before: Awaited<ReturnType<typeof snapshot>>
  beforeAll(async () => {
    before = await snapshot()
    expect(before.docs).toBeGreaterThan(0)
  })

  it.each(HOSTILE)('rejects %s with 400 and a message', async (sql) => {
    const response = await postSql(sql)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string }
    expect(body.error.length).toBeGreaterThan(5)
  })

  it('left the database exactly as it was after every hostile query', async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30)
    expect(await snapshot()).toEqual(before)
  })

  it("runs a query in the guard's narrow SELECT grammar", async () => {
    const response = await postSql(
      `SELECT "title", "path" FROM "content_docsv4" WHERE ("path" = '/docs/4.x/getting-started/introduction') LIMIT 1`
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      { title: 'Introduction', path: '/docs/4.x/getting-started/introduction' },
    ])
    const count = await postSql('SELECT COUNT(*) AS "count" FROM "content_docsv4"')
    expect(((await count.json()) as { count: number }[])[0]!.count).toBe(before.docs)
  })

  it('rejects non-JSON bodies, missing sql, oversize bodies and other methods', async () => {
    expect((await post('not json')).status).toBe(400)
    expect((await post(JSON.stringify({ query: 'x' }))).status).toBe(400)
    expect((await post(JSON.stringify({ sql: 42 }))).status).toBe(400)
    expect(
      (
        await post(
          JSON.stringify({
            sql: `SELECT * FROM "content_docsv4" WHERE "title" = '${'a'.repeat(20_000)}'`,
          })
        )
      ).status
    ).toBe(413)
    const get = await SELF.fetch(QUERY)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(
      (
        await SELF.fetch('http://localhost/__aster_content/users/query', {
          method: 'POST',
          body: '{"sql":"SELECT 1"}',
        })
      ).status
    ).toBe(404)
  })
})

describe('GET /__aster_content/<collection>/sql_dump.txt', () => {
  it('serves the dump, cacheable forever for the current hash', async () => {
    const info = await env.DB.prepare(
      `SELECT hash FROM content_info WHERE collection = 'docsv4'`
    ).first<{ hash: string }>()
    const response = await SELF.fetch(
      `http://localhost/__aster_content/docsv4/sql_dump.txt?v=${info!.hash}`
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    const statements = JSON.parse(await response.text()) as string[]
    expect(statements[0]).toBe('DELETE FROM "content_docsv4";')
    expect(statements.some((sql) => sql.includes('/docs/4.x/getting-started/introduction'))).toBe(
      true
    )
  })

  it('does not cache forever for a stale hash, and 404s unknown collections', async () => {
    const stale = await SELF.fetch('http://localhost/__aster_content/docsv4/sql_dump.txt?v=old')
    expect(stale.status).toBe(200)
    expect(stale.headers.get('cache-control')).not.toContain('immutable')
    await stale.body?.cancel()
    expect((await SELF.fetch('http://localhost/__aster_content/nope/sql_dump.txt')).status).toBe(
      404
    )
  })
})
