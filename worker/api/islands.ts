import { Hono } from 'hono'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import {
  isServerIslandKey,
  MAX_ISLAND_PROPS_BYTES,
  SERVER_ISLAND_PROPS,
} from '../../src/shared/islands/server-islands'
import { getDb } from '../db/client'
import type { AppEnv } from '../env'
import { ISLAND_RENDERERS } from '../islands/render-island'
import { LocaleContext } from '../../src/components/locale-context'

/** Browsers revalidate after a minute, shared caches keep a fragment five (the stats refresh hourly). */
const ISLAND_CACHE_CONTROL = 'public, max-age=60, s-maxage=300'

/**
 * `GET /__aster_island/<key>.json?props=<json>` (spec 7): the server-rendered HTML fragment of an
 * allow-listed island (src/shared/islands/server-islands.ts) in the request's locale, as
 * `{key, props, html}`. Unknown key or missing subject → 404; props too long, not JSON, or not
 * what the island's schema takes → 400 saying why. Cacheable: the language is in the URL
 * (`&locale=`, worker/middleware/locale.ts).
 */
export const islandsApi = new Hono<AppEnv>()

islandsApi.get('/:file', async (c) => {
  const file = c.req.param('file')
  const key = file.endsWith('.json') ? file.slice(0, -'.json'.length) : ''
  if (!isServerIslandKey(key)) return c.json({ error: `no island "${key || file}"` }, 404)
  const raw = c.req.query('props') ?? '{}'
  if (new TextEncoder().encode(raw).length > MAX_ISLAND_PROPS_BYTES)
    return c.json({ error: `props: at most ${MAX_ISLAND_PROPS_BYTES} bytes of JSON` }, 400)
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return c.json({ error: 'props: not valid JSON' }, 400)
  }
  const parsed = v.safeParse(SERVER_ISLAND_PROPS[key], json)
  if (!parsed.success) return c.json({ error: `props: ${parsed.issues[0].message}` }, 400)
  const element = await ISLAND_RENDERERS[key](parsed.output, {
    db: getDb(c.env.DB),
    locale: c.get('locale'),
  })
  if (!element) return c.json({ error: `${key}: nothing matches these props` }, 404)
  // the links of a fragment lead into its language (src/components/locale-context.ts)
  const html = renderToString(createElement(LocaleContext, { value: c.get('locale') }, element))
  return c.json({ key, props: parsed.output, html }, 200, {
    'Cache-Control': ISLAND_CACHE_CONTROL,
    Vary: 'Cookie',
  })
})
