import { env, SELF } from 'cloudflare:test'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { COLLECTIONS } from '../../src/shared/content/collections'
import {
  listLimitCases,
  listReportedQueries,
} from '../../src/shared/content/query-guard/__fixtures__/limits'
import { MAX_QUERY_LENGTH } from '../../src/shared/content/query-guard/grammar'
import { MAX_QUERY_BODY_BYTES } from '../../worker/api/content'
import { docsPage } from './content-sample'

const BASE = 'http://localhost/__aster_content'
const QUERY = `${BASE}/docsv4/query`
const JSON_TYPE = { 'content-type': 'application/json' }

const post = (body: BodyInit, headers: Record<string, string> = JSON_TYPE, url = QUERY) =>
  SELF.fetch(url, { method: 'POST', body, headers })
const postSql = (sql: string, url = QUERY) => post(JSON.stringify({ sql }), JSON_TYPE, url)

/** The status and `error` of an answer that must be a JSON error. */
async function readError(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { error: string }
  return { status: response.status, error: body.error }
}

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

const D4 = 'SELECT * FROM "content_docsv4"'
const WHERE = `${D4} WHERE`
const chain = (n: number, join: string) =>
  Array.from({ length: n }, (_, i) => `"position" = ${i}`).join(` ${join} `)

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
  // past what D1 itself runs (each answered 500 before the limits of query-guard/grammar.ts)
  `${WHERE} "title" LIKE '%${'a'.repeat(49)}%'`,
  `${WHERE} "title" LIKE '${'%_'.repeat(40)}'`,
  `${WHERE} "title" LIKE '${'é'.repeat(26)}'`,
  `${WHERE} "title" LIKE '${"''".repeat(51)}'`,
  `${WHERE} ${chain(120, 'OR')}`,
  `${WHERE} ${chain(120, 'AND')}`,
  `${WHERE} ${chain(60, 'OR')} AND ${chain(60, 'AND')}`,
  `SELECT ${'"title", '.repeat(200)}"title" FROM "content_docsv4"`,
  `${D4} ORDER BY ${'"title", '.repeat(200)}"title"`,
  `${D4} LIMIT 1 OFFSET 9223372036854775808`,
  `${D4} LIMIT 1 OFFSET ${'9'.repeat(400)}`,
  `${WHERE} "position" IN (${'1, '.repeat(1000)}1)`,
  `${WHERE} ${'('.repeat(200)}"position" = 1${')'.repeat(200)}`,
  `${WHERE} "title" = '${'a'.repeat(5000)}'`,
]

/** Accepted by the guard, so they reach D1: each must answer 200, never 500. */
const STRESS: string[] = [
  `${WHERE} "position" = 1e999`,
  `${WHERE} "position" > -1e999 AND "position" < 1e-999`,
  `${WHERE} "position" = ${'9'.repeat(400)}`,
  `${WHERE} "position" = -${'9'.repeat(400)}.${'9'.repeat(400)}`,
  `${WHERE} "title" = '\ud800' OR "title" LIKE '\udfff%'`,
  `${WHERE} "title" LIKE '' OR "title" LIKE '%' OR "title" LIKE '_'`,
  `${WHERE} "title" LIKE '%''%' OR "title" = '''; DROP TABLE "content_docsv4"; --'`,
  `${WHERE} "position" IN (NULL, 'a', -1.5, 1e308) OR "title" IS NULL`,
  `${WHERE} "title" = 1 AND "position" = 'a' OR "navigation" LIKE '%{%'`,
  `SELECT COUNT(DISTINCT "body") AS "n" FROM "content_docsv4"`,
  `${D4} ORDER BY "body" DESC, "raw", "toc", "meta", "seo" LIMIT 1000`,
  `${D4} LIMIT 0 OFFSET 0`,
  `${WHERE} "raw" LIKE '${'%e'.repeat(5)}%q%' OR "body" LIKE '${'_%'.repeat(5)}'`,
  `${WHERE} ${Array.from({ length: 50 }, (_, i) => `"raw" LIKE '%e%${i}%q%_%'`).join(' OR ')}`,
  `${WHERE} ${'('.repeat(32)}${chain(50, 'OR')}${')'.repeat(32)}`,
]

describe('POST /__aster_content/<collection>/query', () => {
  let before: Awaited<ReturnType<typeof snapshot>>
  beforeAll(async () => {
    before = await snapshot()
    expect(before.docs).toBeGreaterThan(0)
  })

  it.each(HOSTILE.map((sql) => [JSON.stringify(sql).slice(0, 100), sql]))(
    'rejects %s with 400 and a message',
    async (_label, sql) => {
      const { status, error } = await readError(await postSql(sql))
      expect(status).toBe(400)
      expect(error.length).toBeGreaterThan(5)
    }
  )

  it('left the database exactly as it was after every hostile query', async () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50)
    expect(await snapshot()).toEqual(before)
  })

  it.each(STRESS.map((sql) => [JSON.stringify(sql).slice(0, 100), sql]))(
    'runs %s (accepted, so D1 must answer it)',
    async (_label, sql) => {
      const response = await postSql(sql)
      expect(response.status).toBe(200)
      expect(Array.isArray(await response.json())).toBe(true)
    }
  )

  it("runs a query in the guard's narrow SELECT grammar", async () => {
    // a page of the build (content-sample.ts), quoted as a SQL string
    const { path, title } = await docsPage()
    const response = await postSql(
      `SELECT "title", "path" FROM "content_docsv4" WHERE ("path" = '${path.replace(/'/g, "''")}') LIMIT 1`
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([{ title, path }])
    const count = await postSql('SELECT COUNT(*) AS "count" FROM "content_docsv4"')
    expect(((await count.json()) as { count: number }[])[0]!.count).toBe(before.docs)
  })

  it('rejects non-JSON bodies, missing sql, oversize bodies and other methods', async () => {
    expect(await readError(await post('not json'))).toMatchObject({
      status: 400,
      error: expect.stringMatching(/^the body is not valid JSON \(.+\): send \{"sql"/),
    })
    expect((await post(JSON.stringify({ query: 'x' }))).status).toBe(400)
    expect((await post(JSON.stringify({ sql: 42 }))).status).toBe(400)
    expect((await post(JSON.stringify([D4]))).status).toBe(400)
    expect((await post('null')).status).toBe(400)
    const oversize = JSON.stringify({ sql: `${WHERE} "title" = '${'a'.repeat(30_000)}'` })
    const tooLarge = await post(oversize)
    // spec 3's error object, plus `error` for older clients
    expect(await tooLarge.clone().json()).toEqual({
      statusCode: 413,
      statusMessage: 'Payload Too Large',
      message: `body too large: at most ${MAX_QUERY_BODY_BYTES} bytes`,
      error: `body too large: at most ${MAX_QUERY_BODY_BYTES} bytes`,
    })
    expect(await readError(tooLarge)).toEqual({
      status: 413,
      error: `body too large: at most ${MAX_QUERY_BODY_BYTES} bytes`,
    })
    const get = await SELF.fetch(QUERY)
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect((await postSql(D4, `${BASE}/users/query`)).status).toBe(404)
  })

  it('takes the longest query even with every character escaped as \\uXXXX', async () => {
    const head = `SELECT "path" FROM "content_docsv4" WHERE "title" = '`
    const pad = MAX_QUERY_LENGTH - head.length - 1
    const body = `{"sql": "${head.replaceAll('"', '\\"')}${'\\u00e9'.repeat(pad)}'"}`
    expect(body.length).toBeGreaterThan(6 * pad)
    const response = await post(body)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([])
  })
})

describe('every collection, every limit of the guard', () => {
  describe.each(COLLECTIONS.map((collection) => [collection.name, collection.table]))(
    '%s',
    (name, table) => {
      const url = `${BASE}/${name}/query`

      it.each(listLimitCases(table, 'stem', 'position'))(
        '$name: 200 at the limit, 400 naming it one past',
        async ({ atLimit, pastLimit, message }) => {
          const accepted = await postSql(atLimit, url)
          expect(accepted.status).toBe(200)
          expect(Array.isArray(await accepted.json())).toBe(true)
          const { status, error } = await readError(await postSql(pastLimit, url))
          expect({ status, error }).toEqual({ status: 400, error: expect.stringMatching(message) })
        }
      )

      it.each(listReportedQueries(table, 'stem', 'position'))(
        'answers the reported $name with 400, not 500',
        async ({ sql, message }) => {
          const { status, error } = await readError(await postSql(sql, url))
          expect({ status, error }).toEqual({ status: 400, error: expect.stringMatching(message) })
        }
      )
    }
  )
})

/**
 * The limits of D1 itself that query-guard/grammar.ts sizes its caps against, measured here so
 * a change of D1 shows: each cap runs, the value where D1 starts failing does not.
 */
describe('the D1 limits behind the caps', () => {
  const run = async (sql: string) => {
    try {
      await env.DB.prepare(sql).all()
      return 'ok'
    } catch (error) {
      return (error as Error).message
    }
  }
  const select = 'SELECT "path" FROM "content_docsv4"'
  const list = (n: number) => Array(n).fill('"title"').join(', ')

  it.each([
    ['LIKE pattern of 50 bytes', `${select} WHERE "title" LIKE '${'é'.repeat(25)}'`, 'ok'],
    ['LIKE pattern of 51 bytes', `${select} WHERE "title" LIKE '${'a'.repeat(51)}'`, /too complex/],
    ['chain of 99 conditions', `${select} WHERE ${chain(99, 'OR')}`, 'ok'],
    ['chain of 100 conditions', `${select} WHERE ${chain(100, 'OR')}`, /maximum depth 100/],
    ['100 columns', `SELECT ${list(100)} FROM "content_docsv4"`, 'ok'],
    ['101 columns', `SELECT ${list(101)} FROM "content_docsv4"`, /too many columns/],
    ['100 ORDER BY terms', `${select} ORDER BY ${list(100)}`, 'ok'],
    ['101 ORDER BY terms', `${select} ORDER BY ${list(101)}`, /too many terms in ORDER BY/],
    ['IN list of 2000', `${select} WHERE "position" IN (${'1, '.repeat(1999)}1)`, 'ok'],
    ['OFFSET 2^63 - 1', `${select} LIMIT 1 OFFSET 9223372036854775807`, 'ok'],
    ['OFFSET 2^63', `${select} LIMIT 1 OFFSET 9223372036854775808`, /datatype mismatch/],
  ])('%s', async (_name, sql, expected) => {
    expect(await run(sql)).toMatch(expected)
  })
})

describe('content type and database failures', () => {
  const body = JSON.stringify({ sql: D4 })
  const form = `sql=${encodeURIComponent(D4)}`
  it.each<[name: string, body: BodyInit, type: string | undefined, got: string]>([
    ['a cross-site simple request', body, undefined, '"text/plain;charset=UTF-8"'],
    ['no Content-Type', new TextEncoder().encode(body), undefined, 'none'],
    ['a form', form, 'application/x-www-form-urlencoded', '"application/x-www-form-urlencoded"'],
    ['multipart', body, 'multipart/form-data; boundary=x', '"multipart/form-data; boundary=x"'],
    ['text/json', body, 'text/json', '"text/json"'],
    ['application/jsonx', body, 'application/jsonx', '"application/jsonx"'],
    ['latin1 JSON', body, 'application/json; charset=latin1', 'charset "latin1": JSON is UTF-8'],
  ])('answers %s with 415', async (_name, body, type, got) => {
    const response = await post(body, type ? { 'content-type': type } : {})
    expect(response.headers.get('accept')).toBe('application/json')
    expect(await readError(response)).toEqual({
      status: 415,
      error: `Content-Type: application/json is required (got ${got}): send {"sql": "SELECT ..."}`,
    })
  })

  it.each([
    'application/json; charset=utf-8',
    'Application/JSON',
    'application/json;charset="UTF-8"',
  ])('runs the query for %s', async (type) => {
    const response = await post(JSON.stringify({ sql: `${D4} LIMIT 1` }), { 'content-type': type })
    expect(response.status).toBe(200)
  })

  describe('when D1 fails a query the guard accepted', () => {
    const url = `${BASE}/team/query`
    const sql = 'SELECT "stem" FROM "content_team"'
    let errors: MockInstance<typeof console.error>
    beforeAll(async () => {
      errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      await env.DB.exec('ALTER TABLE content_team RENAME TO content_team_saved')
    })
    afterAll(async () => {
      await env.DB.exec('DROP VIEW IF EXISTS content_team')
      await env.DB.exec('ALTER TABLE content_team_saved RENAME TO content_team')
      errors.mockRestore()
      expect((await postSql(sql, url)).status).toBe(200)
    })

    it('answers 503 with a message for a database problem, logged once', async () => {
      errors.mockClear()
      const response = await postSql(sql, url)
      expect(response.headers.get('retry-after')).toBe('10')
      expect(await readError(response)).toEqual({
        status: 503,
        error: 'the content database is unavailable: try again shortly',
      })
      expect(errors).toHaveBeenCalledTimes(1)
      expect(String(errors.mock.calls[0]![0])).toMatch(/no such table: content_team/)
    })

    it('answers 400 naming D1 limit the guard did not know, logged once', async () => {
      // a view makes D1 evaluate an over-long LIKE pattern behind an accepted query
      await env.DB.exec(
        `CREATE VIEW content_team AS SELECT * FROM content_team_saved WHERE stem NOT LIKE '${'a'.repeat(51)}'`
      )
      errors.mockClear()
      expect(await readError(await postSql(sql, url))).toEqual({
        status: 400,
        error: 'the database refused this query (LIKE or GLOB pattern too complex): simplify it',
      })
      expect(errors).toHaveBeenCalledTimes(1)
    })
  })
})

describe('GET /__aster_content/<collection>/sql_dump.txt', () => {
  it('serves the dump, cacheable forever for the current hash', async () => {
    const info = await env.DB.prepare(
      `SELECT hash FROM content_info WHERE collection = 'docsv4'`
    ).first<{ hash: string }>()
    const response = await SELF.fetch(`${BASE}/docsv4/sql_dump.txt?v=${info!.hash}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('immutable')
    const statements = JSON.parse(await response.text()) as string[]
    expect(statements[0]).toBe('DELETE FROM "content_docsv4";')
    const { path } = await docsPage()
    expect(statements.some((sql) => sql.includes(`'${path.replace(/'/g, "''")}'`))).toBe(true)
  })

  it('does not cache forever for a stale hash, and 404s unknown collections', async () => {
    const stale = await SELF.fetch(`${BASE}/docsv4/sql_dump.txt?v=old`)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('cache-control')).not.toContain('immutable')
    await stale.body?.cancel()
    expect((await SELF.fetch(`${BASE}/nope/sql_dump.txt`)).status).toBe(404)
  })
})
