import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF guard for the site's own write endpoints (newsletter, contact form, feedback, admin,
 * sign-out): a request with a method that changes state must carry an `Origin` header equal to
 * the origin it was sent to (or SITE_URL's). Browsers always send Origin on such requests, so a
 * missing one is refused too. Answers 403 with a JSON message; reads nothing of the body.
 * `allowMissingOrigin` is for requests authenticated by a signed URL that servers send without
 * any Origin (RFC 8058 one-click unsubscribe from a mail provider); a foreign Origin is still
 * refused there.
 */
export function sameOrigin({ allowMissingOrigin = false } = {}): MiddlewareHandler<AppEnv> {
  return async function sameOrigin(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    if (!origin && allowMissingOrigin) return next()
    const allowed = new Set([new URL(c.req.url).origin])
    if (c.env.SITE_URL) allowed.add(new URL(c.env.SITE_URL).origin)
    if (!origin || !allowed.has(origin)) {
      const got = origin ? `Origin ${origin.slice(0, 100)}` : 'no Origin header'
      return c.json({ error: `cross-site request refused (${got}): send it from this site` }, 403)
    }
    return next()
  }
}
