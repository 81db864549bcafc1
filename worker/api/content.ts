import { Hono } from 'hono'
import { getTableColumns } from 'drizzle-orm'
import { getCollection } from '../../src/shared/content/collections'
import { checkContentQuery } from '../../src/shared/content/query-guard'
import { CLIENT_BASE } from '../../src/shared/site'
import { getDb } from '../db/client'
import { getContentInfo } from '../db/queries/content'
import { COLLECTION_TABLES } from '../db/schema'
import type { AppEnv } from '../env'

/** Largest accepted query body; the guard caps the SQL itself at 4,096 characters. */
export const MAX_QUERY_BODY_BYTES = 8 * 1024

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** `/__<slug>_content/<collection>/{sql_dump.txt,query}`: the content client's endpoints. */
export const contentApi = new Hono<AppEnv>()

contentApi.get('/:collection/sql_dump.txt', async (c) => {
  const definition = getCollection(c.req.param('collection'))
  if (!definition)
    return c.json({ error: `unknown collection "${c.req.param('collection')}"` }, 404)
  const info = await getContentInfo(getDb(c.env.DB), definition.name)
  if (!info) return c.json({ error: `collection "${definition.name}" has not been loaded` }, 503)
  const asset = await c.env.ASSETS.fetch(
    new URL(`${CLIENT_BASE}/content/${definition.name}.${info.hash}.txt`, c.req.url)
  )
  if (!asset.ok)
    return c.json({ error: `dump of "${definition.name}" is missing from this deployment` }, 503)
  const current = c.req.query('v') === info.hash
  return c.body(await asset.text(), 200, {
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
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_QUERY_BODY_BYTES)
    return c.json({ error: `body too large: at most ${MAX_QUERY_BODY_BYTES} bytes` }, 413)
  const text = await c.req.text()
  if (new TextEncoder().encode(text).byteLength > MAX_QUERY_BODY_BYTES) {
    return c.json({ error: `body too large: at most ${MAX_QUERY_BODY_BYTES} bytes` }, 413)
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return c.json({ error: 'body must be JSON: {"sql": "SELECT ..."}' }, 400)
  }
  const sql = (body as { sql?: unknown } | null)?.sql
  if (typeof sql !== 'string') return c.json({ error: '"sql" must be a string' }, 400)
  const table = COLLECTION_TABLES[definition.name]
  const columns = Object.values(getTableColumns(table)).map((column) => column.name)
  const check = checkContentQuery(sql, definition.table, columns)
  if (!check.ok) return c.json({ error: check.message }, 400)
  const { results } = await c.env.DB.prepare(sql).all()
  return c.json(results, 200, { 'Cache-Control': 'no-store' })
})
