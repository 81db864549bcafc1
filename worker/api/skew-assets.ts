import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** A client file path as the build writes them: hashed names, no dot segments. */
const CLIENT_FILE_RE = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/

/**
 * Skew protection: a client file (`/_aster/<file>`) the current static assets lack is one of a
 * previous build's, which a tab opened before the deploy still loads. The deploy copied every
 * build's files to R2 `assets/` (build/publish/plan.ts, step "assets"); they are served from there,
 * immutable like the static assets. Static assets answer first (`run_worker_first = false`), so
 * only misses reach this handler.
 */
export const skewAssets = new Hono<AppEnv>()

skewAssets.get('/:file{.+}', async (c) => {
  const file = c.req.param('file')
  if (!CLIENT_FILE_RE.test(file)) return c.notFound()
  let object: R2ObjectBody | null
  try {
    object = await c.env.BUILDS.get(`assets${new URL(c.req.url).pathname}`)
  } catch (error) {
    console.error('[skew-assets] reading R2 failed:', error)
    return c.text('client file unavailable right now', 503, { 'Retry-After': '60' })
  }
  if (!object) return c.notFound()
  return c.body(object.body, 200, {
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
})
