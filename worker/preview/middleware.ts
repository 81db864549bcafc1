import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { getMessages } from '../../src/shared/i18n'
import { PREVIEW_COOKIE, previewHash } from '../../src/shared/preview/preview-key'
import { checkPreviewToken, type PreviewTokenCheck } from '../../src/shared/preview/token'
import { toRedirectTarget } from '../../src/shared/routing/redirect-target'
import { readCookie, setCookie } from '../auth/cookie'
import { getDb } from '../db/client'
import { readPreviewGeneration } from '../db/queries/preview-key'
import type { AppEnv } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { renderError } from '../pages/serve'
import { getContentTimeout, withTimeout } from '../timeout'

/** Headers of every response in preview mode: never indexed, never stored by any cache. */
const PREVIEW_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'private, no-store',
}

/**
 * Checks a token against PREVIEW_SECRET and the current key generation in D1 (read on every
 * check, never memoised: revoking must hold in every isolate at once). A D1 failure, or no answer
 * within the content timeout, is logged and counts as invalid: the visitor sees the public site.
 */
async function checkToken(c: Context<AppEnv>, token: string): Promise<PreviewTokenCheck> {
  try {
    const timeout = getContentTimeout(c.env)
    const generation = await withTimeout(readPreviewGeneration(getDb(c.env.DB)), timeout, () => {
      throw new Error(`the preview key generation did not come within ${timeout} ms`)
    })
    return await checkPreviewToken(c.env.PREVIEW_SECRET, token, generation)
  } catch (error) {
    console.error('[preview] could not check a preview token:', error)
    return { ok: false, problem: 'invalid' }
  }
}

/**
 * Preview mode: a request whose `__Host-aster_preview` cookie holds a valid token of the current
 * key generation (src/shared/preview/token.ts) sets `preview` and `previewExpires` (the page
 * shows the preview bar, and its document says so: `<html data-preview>`); its answer is
 * `noindex` and `private, no-store` (the page cache never stores it: see
 * middleware/page-cache.ts). An invalid, expired, revoked or doubled cookie is ignored. Without
 * PREVIEW_SECRET no request is in preview mode.
 */
export function previewMode(): MiddlewareHandler<AppEnv> {
  return async function previewMode(c, next) {
    const token = readCookie(c.req.header('cookie'), PREVIEW_COOKIE)
    if (token && c.env.PREVIEW_SECRET) {
      const check = await checkToken(c, token)
      if (check.ok) {
        c.set('preview', true)
        c.set('previewExpires', check.expires)
      }
    }
    await next()
    if (c.get('preview'))
      for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.res.headers.set(name, value)
  }
}

/** Ends preview mode: the cookie goes (the boot script then drops its session-storage copy). */
function leavePreview(c: Context<AppEnv>) {
  c.header('Set-Cookie', setCookie(PREVIEW_COOKIE, '', 0))
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value)
}

/**
 * `GET /api/_preview?token=<token>&to=/path` enters preview mode: checks the token, stores it in
 * the `__Host-` cookie until it expires (`Secure; HttpOnly; SameSite=Lax`, as the session's:
 * browsers accept Secure cookies from http://localhost too) and redirects to `to` (same-origin
 * only; default `/`) with the token in the fragment, where the boot script takes its
 * session-storage copy (src/client/preview-token.ts). A link that is revoked, expired or damaged
 * gets a 401 that says which, in the visitor's language: the error page for a browser, JSON
 * otherwise. `DELETE /api/_preview` leaves preview mode, and so does `POST /api/_preview/exit?to=`
 * (the preview bar's 'Exit preview' form), which then goes back to `to`.
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
  const check = await checkToken(c, token)
  if (!check.ok) {
    const message = getMessages(c.get('locale') ?? 'en')[`preview.problem.${check.problem}`]
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value)
    if (c.req.header('accept')?.includes('text/html'))
      return renderError(c, new HTTPException(401, { message }), { page: true })
    return c.json({ error: message, problem: check.problem }, 401)
  }
  const target = toRedirectTarget(c.req.query('to') ?? '/')
  if (!target) return c.json({ error: 'to: not a path of this site' }, 400, PREVIEW_HEADERS)
  const maxAge = Math.max(1, check.expires - Math.floor(Date.now() / 1000))
  c.header('Set-Cookie', setCookie(PREVIEW_COOKIE, token, maxAge))
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) c.header(name, value)
  return c.redirect(`${target}${previewHash(token)}`, 302)
})

previewApi.delete('/', (c) => {
  leavePreview(c)
  return c.body(null, 204)
})

previewApi.post('/exit', sameOrigin(), (c) => {
  leavePreview(c)
  return c.redirect(toRedirectTarget(c.req.query('to') ?? '/') ?? '/', 303)
})
