import type { Context, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Locale } from '../../src/shared/i18n'
import { localizedPath, splitLocalePath } from '../../src/shared/i18n/locale-paths'
import { toRedirectTarget } from '../../src/shared/routing/redirect-target'
import { PAYLOAD_SUFFIX, SERVICE_PREFIXES } from '../../src/shared/routing/routes'
import type { AppEnv } from '../env'

/**
 * Reads which page a request is for: `<route>/_payload.json` (GET) is the payload of `<route>`
 * for client navigation, anything else the page itself; `/zh/...` is the Chinese page of `...`
 * (src/shared/i18n/locale-paths.ts). Sets `page` (the path without the language prefix, and the
 * language) for the locale, the route rules, the page handler and the error page. Payloads exist
 * only for pages: one under an API, asset or content-endpoint prefix, or of a payload
 * (`/_payload.json/_payload.json`), is a 404.
 */
export function pageRequest(): MiddlewareHandler<AppEnv> {
  return async function pageRequest(c, next) {
    const payload = c.req.method === 'GET' && c.req.path.endsWith(PAYLOAD_SUFFIX)
    const requested = payload ? c.req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/' : c.req.path
    const { locale, path } = splitLocalePath(requested)
    const notAPage =
      SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix)) || path.endsWith(PAYLOAD_SUFFIX)
    if (payload && notAPage) {
      return c.json({ error: `no page at ${path}: payloads exist only for pages` }, 404, {
        'Cache-Control': 'no-store',
      })
    }
    c.set('page', { path, locale, payload })
    await next()
  }
}

/**
 * Every redirect of the site: a 30x for a page request, `{redirect}` for its payload (the router
 * follows it). The target is a path of the route table (route rules, stored redirects, loaders:
 * English paths); it is sent in `locale`, by default the language of the requested URL, so a
 * redirect under `/zh` stays under `/zh`. It passes {@link toRedirectTarget} first, so only a
 * same-origin, normalised path is ever sent (`//evil.example` becomes `/evil.example`); one that
 * cannot be made safe (control characters) is a 400.
 */
export function answerRedirect(
  c: Context<AppEnv>,
  target: string,
  status: 301 | 302 | 308 = 302,
  locale: Locale = c.get('page')?.locale ?? 'en'
) {
  const safe = toRedirectTarget(target)
  const location = safe && localizedPath(safe, locale)
  if (!location) throw new HTTPException(400, { message: 'bad request: unsafe redirect target' })
  if (c.get('page')?.payload) {
    return c.json({ redirect: location }, 200, { 'Cache-Control': 'no-store' })
  }
  return c.redirect(location, status)
}
