import type { MiddlewareHandler } from 'hono'
import {
  ADMIN_BASE,
  ADMIN_LOGIN_PATH,
  ADMIN_PAGE_RE,
  isAdminArea,
} from '../../src/shared/routing/admin-path'
import { localizedPath, splitLocalePath } from '../../src/shared/i18n/locale-paths'
import { matchRouteRule } from '../../src/shared/routing/route-rules'
import { PAYLOAD_SUFFIX } from '../../src/shared/routing/routes'
import { getSession } from '../auth/session'
import { BUILD } from '../build-manifest'
import type { AppEnv } from '../env'
import { runRouteMiddleware } from './route-middleware'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * The guard of the admin area (spec 6: /admin needs a session, /admin/login is for guests),
 * decided on the path however it is spelled (`isAdminArea`: case, escapes, `//`, `./`, `;x`,
 * `%2f..`). A spelling that is not exactly a canonical admin page never renders: it is sent to
 * `/admin` (signed in) or `/admin/login` (guest), both fixed same-origin paths (under `/zh` for a
 * Chinese URL: the admin area has a URL per language like every page). A guest on any
 * other admin page goes to the login page; a signed-in user on the login page goes to /admin: the
 * route rules' `appMiddleware` (`auth` on /admin/**, `guest` on /admin/login) through
 * middleware/route-middleware.ts.
 * Admin answers are `private, no-store` (never edge-cached) and their `_payload.json` is only
 * `{reload}`: admin pages are full page loads, never prefetched nor swapped in.
 */
export function adminGuard(): MiddlewareHandler<AppEnv> {
  return async function adminGuard(c, next) {
    const page = c.get('page')
    const pathname = new URL(c.req.url).pathname
    const requested = page?.payload ? pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/' : pathname
    if (!isAdminArea(requested)) return next()
    const raw = splitLocalePath(requested).path
    const canonical = ADMIN_PAGE_RE.test(raw)
    const inLocale = (path: string) => localizedPath(path, page?.locale ?? 'en')
    if (page?.payload) {
      return c.json({ reload: inLocale(canonical ? raw : ADMIN_BASE) }, 200, NO_STORE)
    }
    if (c.req.method === 'GET' || c.req.method === 'HEAD') {
      const session = await getSession(c)
      // a canonical page runs the rule table's middleware (an admin page without a rule: auth)
      const name = matchRouteRule(raw, BUILD.routeRules)?.appMiddleware ?? 'auth'
      const target = !canonical
        ? session
          ? ADMIN_BASE
          : ADMIN_LOGIN_PATH
        : runRouteMiddleware(name, Boolean(session))
      if (target) {
        c.header('Cache-Control', NO_STORE['Cache-Control'])
        return c.redirect(inLocale(target), 302)
      }
    }
    await next()
    c.res.headers.set('Cache-Control', NO_STORE['Cache-Control'])
  }
}
