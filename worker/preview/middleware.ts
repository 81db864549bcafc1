import { Hono, type MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { toRedirectTarget } from '../../src/shared/routing/redirect-target'
import { PREVIEW_KEY } from '../../src/shared/preview/preview-key'
import type { AppEnv } from '../env'
import { verifyPreviewToken } from './token'

/** The cookie that holds a preview token (spec 3: kept in a cookie and in session storage). */
export const PREVIEW_COOKIE = PREVIEW_KEY
/** Headers of every response in preview mode: never indexed, never stored by any cache. */
const PREVIEW_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
}

/**
 * Preview mode: a request whose `aster-preview` cookie holds a valid token (./token.ts) sets
 * `preview`; its answer is `noindex` and `private, no-store` (the page cache never stores it: see
 * middleware/page-cache.ts). An invalid or expired cookie is ignored. Without PREVIEW_SECRET no
 * request is in preview mode.
 */
export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewMode(c, next) {
    const token = getCookie(c, PREVIEW_COOKIE)
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
 * the cookie until it expires (readable by the client, which keeps it in session storage too:
 * src/client/preview-token.ts) and
 * redirects to `to` (same-origin only; default `/`). `DELETE /api/_preview` leaves it.
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
  setCookie(c, PREVIEW_COOKIE, token, {
    path: '/',
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    expires: new Date(expires * 1000),
  })
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value)
  return c.redirect(target, 302)
})

previewApi.delete('/', (c) => {
  deleteCookie(c, PREVIEW_COOKIE, { path: '/' })
  return c.body(null, 204, PREVIEW_HEADERS)
})
