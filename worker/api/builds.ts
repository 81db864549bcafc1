import { Hono } from 'hono'
import type { AppEnv } from '../env'

const BUILD_ID_RE = /^[a-z0-9-]{6,64}$/

/**
 * Build manifests from R2 under the client asset base: `builds/latest.json` (polled hourly,
 * never cached) and `builds/meta/<id>.json` (immutable per id).
 */
export const buildsApi = new Hono<AppEnv>()

buildsApi.get('/latest.json', async (c) => {
  const object = await c.env.BUILDS.get('builds/latest.json')
  if (!object) return c.json({ error: 'no build has been published' }, 404)
  return c.body(await object.text(), 200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
  })
})

buildsApi.get('/meta/:file', async (c) => {
  const id = c.req.param('file').replace(/\.json$/, '')
  if (!c.req.param('file').endsWith('.json') || !BUILD_ID_RE.test(id))
    return c.json({ error: 'unknown build id' }, 404)
  const object = await c.env.BUILDS.get(`builds/meta/${id}.json`)
  if (!object) return c.json({ error: `no manifest for build ${id}` }, 404)
  return c.body(await object.text(), 200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
})
