import { Hono } from 'hono'
import { getTableColumns } from 'drizzle-orm'
import { getCollection, type CollectionName } from '../../src/shared/content/collections'
import { checkContentQuery } from '../../src/shared/content/query-guard'
import { MAX_QUERY_LENGTH } from '../../src/shared/content/query-guard/grammar'
import { CLIENT_BASE } from '../../src/shared/site'
import { getDb } from '../db/client'
import { getContentInfo } from '../db/queries/content'
import { COLLECTION_TABLES } from '../db/schema'
import type { AppEnv } from '../env'
import { readJsonBody } from '../request-body'
import { openDumpStream } from './content-dump'
import { dumpPartName } from '../../src/shared/content/dump-name'

/**
 * Largest accepted query body: room for the longest SQL the guard accepts (MAX_QUERY_LENGTH
 * characters) even when every character is written as a 6-byte `\uXXXX` escape, so the body
 * limit never answers before the guard's clearer message.
 */
export const MAX_QUERY_BODY_BYTES = MAX_QUERY_LENGTH * 6 + 1024

const QUERY_BODY = '{"sql": "SELECT ..."}'

/**
 * D1 messages of a statement the database refuses for its own shape (a limit the guard does not
 * know yet): the query's fault, a 400. Any other D1 failure is the database's, a 503.
 */
const QUERY_FAULT_RE = /too (?:complex|large|long|big|many|deep)|datatype mismatch|SQLITE_TOOBIG/i
const D1_NOISE_RE = /^(?:D1_ERROR|D1_EXEC_ERROR|Error):\s*|:\s*SQLITE_[A-Z_]+$/g

/** Column names of each collection's table, for the guard (worker/db/schema.ts). */
const COLUMNS = Object.fromEntries(
  Object.entries(COLLECTION_TABLES).map(([name, table]) => [
    name,
    Object.values(getTableColumns(table)).map((column) => column.name),
  ])
) as Record<CollectionName, string[]>

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** `/__<slug>_content/<collection>/{sql_dump.txt,query}`: the content client's endpoints. */
export const contentApi = new Hono<AppEnv>()

contentApi.get('/:collection/sql_dump.txt', async (c) => {
  const definition = getCollection(c.req.param('collection'))
  if (!definition)
    return c.json({ error: `unknown collection "${c.req.param('collection')}"` }, 404)
  const info = await getContentInfo(getDb(c.env.DB), definition.name)
  if (!info) return c.json({ error: `collection "${definition.name}" has not been loaded` }, 503)
  const name = definition.name
  const dump = await openDumpStream((part) =>
    c.env.ASSETS.fetch(
      new URL(`${CLIENT_BASE}/content/${dumpPartName(name, info.hash, part)}`, c.req.url)
    )
  )
  if (!dump) return c.json({ error: `dump of "${name}" is missing from this deployment` }, 503)
  const current = c.req.query('v') === info.hash
  return c.body(dump, 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': current ? IMMUTABLE : 'public, max-age=60, must-revalidate',
    ETag: `"${info.hash}"`,
    'X-Content-Version': info.hash,
  })
})

contentApi.on(['GET', 'PUT', 'PATCH', 'DELETE'], '/:collection/query', (c) =>
  c.json({ error: 'use POST with a JSON body {"sql": "SELECT ..."}' }, 405, { Allow: 'POST' })
)

contentApi.post('/:collection/query', async (c) => {
  const definition = getCollection(c.req.param('collection'))
  if (!definition)
    return c.json({ error: `unknown collection "${c.req.param('collection')}"` }, 404)
  const body = await readJsonBody(c, { maxBytes: MAX_QUERY_BODY_BYTES, example: QUERY_BODY })
  if (body instanceof Response) return body
  const sql = body && typeof body === 'object' && !Array.isArray(body) ? body.sql : undefined
  if (typeof sql !== 'string') {
    return c.json({ error: `"sql" must be a string: send ${QUERY_BODY}` }, 400)
  }
  const check = checkContentQuery(sql, definition.table, COLUMNS[definition.name])
  if (!check.ok) return c.json({ error: check.message }, 400)
  try {
    const { results } = await c.env.DB.prepare(sql).all()
    return c.json(results, 200, { 'Cache-Control': 'no-store' })
  } catch (error) {
    // the guard let the query through, so this is a gap in its limits or a database outage
    const message = error instanceof Error ? error.message : String(error)
    console.error(`[content] D1 failed a guarded query on ${definition.name}: ${message}`, sql)
    if (QUERY_FAULT_RE.test(message)) {
      const reason = message.replace(D1_NOISE_RE, '')
      return c.json({ error: `the database refused this query (${reason}): simplify it` }, 400)
    }
    return c.json({ error: 'the content database is unavailable: try again shortly' }, 503, {
      'Retry-After': '10',
      'Cache-Control': 'no-store',
    })
  }
})
