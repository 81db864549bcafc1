import { Hono, type MiddlewareHandler } from 'hono'
import { toRedirectTarget } from '../../src/shared/routing/redirect-target'
import { PREVIEW_COOKIE, previewHash } from '../../src/shared/preview/preview-key'
import { readCookie, setCookie } from '../auth/cookie'
import type { AppEnv } from '../env'
import { verifyPreviewToken } from './token'
/** Headers of every response in preview mode: never indexed, never stored by any cache. */
const PREVIEW_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
}

/**
 * Preview mode: a request whose `__Host-aster_preview` cookie holds a valid token (./token.ts)
 * sets `preview`; its answer is `noindex` and `private, no-store` (the page cache never stores
 * it: see middleware/page-cache.ts) and its document says so (`<html data-preview>`). An invalid,
 * expired or doubled cookie is ignored. Without PREVIEW_SECRET no request is in preview mode.
 */
export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewMode(c, next) {
    const token = readCookie(c.req.header('cookie'), PREVIEW_COOKIE)
    const secret = c.env.PREVIEW_SECRET
    if (token && secret && (await verifyPreviewToken(secret, token)) !== undefined)
      c.set('preview', true)
    await next()
    if (c.get('preview'))
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.res.headers.set(name, value)
  }
}

/**
 * `GET /api/_preview?token=<token>&to=/path` enters preview mode: checks the token, stores it in
 * the `__Host-` cookie until it expires (`Secure; HttpOnly; SameSite=Lax`, as the session's:
 * browsers accept Secure cookies from http://localhost too) and redirects to `to` (same-origin
 * only; default `/`) with the token in the fragment, where the boot script takes its
 * session-storage copy (src/client/preview-token.ts). `DELETE /api/_preview` leaves it.
 */
export const previewApi = new Hono<AppEnv>()

previewApi.get('/', async (c) => {
  const token = c.req.query('token')
  if (!token)
    return c.json({ error: 'token: give the preview token as ?token=' }, 400, PREVIEW_HEADERS)
  if (!c.env.PREVIEW_SECRET)
    return c.json(
      { error: 'preview mode is not configured (PREVIEW_SECRET)' },
      503,
      PREVIEW_HEADERS
    )
  const expires = await verifyPreviewToken(c.env.PREVIEW_SECRET, token)
  if (expires === undefined)
    return c.json({ error: 'the preview token is invalid or has expired' }, 401, PREVIEW_HEADERS)
  const target = toRedirectTarget(c.req.query('to') ?? '/')
  if (!target) return c.json({ error: 'to: not a path of this site' }, 400, PREVIEW_HEADERS)
  const maxAge = Math.max(1, expires - Math.floor(Date.now() / 1000))
  c.header('Set-Cookie', setCookie(PREVIEW_COOKIE, token, maxAge))
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value)
  return c.redirect(`${target}${previewHash(token)}`, 302)
})

previewApi.delete('/', (c) => {
  c.header('Set-Cookie', setCookie(PREVIEW_COOKIE, '', 0))
  return c.body(null, 204, PREVIEW_HEADERS)
})
