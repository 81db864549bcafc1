import { Hono } from 'hono'
import type { AppEnv } from '../env'

const BUILD_ID_RE = /^[a-z0-9-]{6,64}$/

/**
 * Build manifests from R2 under the client asset base: `builds/latest.json` (polled hourly,
 * never cached) and `builds/meta/<id>.json` (immutable per id).
 */
export const buildsApi = new Hono<AppEnv>()

/** The manifest object, or a 503 answer when R2 fails (the client only logs it: spec 8). */
async function readManifest(bucket: R2Bucket, key: string) {
  try {
    return { object: await bucket.get(key) }
  } catch (error) {
    console.error(`[builds] reading ${key} from R2 failed:`, error)
    return { failed: true as const }
  }
}

const unavailable = { error: 'build manifests are unavailable right now; try again in a moment' }

buildsApi.get('/latest.json', async (c) => {
  const { object, failed } = await readManifest(c.env.BUILDS, 'builds/latest.json')
  if (failed) return c.json(unavailable, 503, { 'Retry-After': '60' })
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
  const { object, failed } = await readManifest(c.env.BUILDS, `builds/meta/${id}.json`)
  if (failed) return c.json(unavailable, 503, { 'Retry-After': '60' })
  if (!object) return c.json({ error: `no manifest for build ${id}` }, 404)
  return c.body(await object.text(), 200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
})
