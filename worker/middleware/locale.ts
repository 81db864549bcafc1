import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isLocale, type Locale } from '../../src/shared/i18n'
import { LOCALE_COOKIE, LOCALE_PARAM_MESSAGE } from '../../src/shared/i18n/locales'
import { splitLocalePath } from '../../src/shared/i18n/locale-paths'
import { SERVER_ISLAND_BASE } from '../../src/shared/islands/island-url'
import { SERVICE_PREFIXES } from '../../src/shared/routing/routes'
import type { AppEnv } from '../env'
import { answerRedirect } from './page-request'

export { LOCALE_COOKIE }

/** Paths that are never pages: APIs, assets, content endpoints, server-island fragments. */
const SERVICE_PATHS = [...SERVICE_PREFIXES, `${SERVER_ISLAND_BASE}/`]

/**
 * Picks the request's language. A page's comes from its URL only (`/zh/...` is Chinese, every
 * other path English: src/shared/i18n/locale-paths.ts), so a shared link opens in its language
 * for anyone. `?lang=` stays a switch: stored in the cookie, then a redirect to the same page in
 * that language (`/docs/x?lang=zh-CN` → `/zh/docs/x`). An API call (`/api/...`, server islands)
 * answers in `?locale=` (400 when it is no locale), else the language of the page that called it
 * (a same-origin `Referer`), else the cookie, else DEFAULT_LOCALE from config.
 */
export function locale(): MiddlewareHandler<AppEnv> {
  return async function locale(c, next) {
    const url = new URL(c.req.url)
    const requested = url.searchParams.get('lang')
    const page = c.get('page')
    if (requested !== null && c.req.method === 'GET') {
      if (isLocale(requested)) {
        setCookie(c, LOCALE_COOKIE, requested, {
          path: '/',
          maxAge: 365 * 24 * 3600,
          sameSite: 'Lax',
          secure: url.protocol === 'https:',
        })
      }
      url.searchParams.delete('lang')
      // the page itself (not its _payload.json): the router navigates there
      const target = isLocale(requested) ? requested : (page?.locale ?? 'en')
      return answerRedirect(c, `${page?.path ?? url.pathname}${url.search}`, 302, target)
    }
    if (page && !SERVICE_PATHS.some((prefix) => c.req.path.startsWith(prefix))) {
      c.set('locale', page.locale)
      return next()
    }
    const asked = url.searchParams.get('locale')
    if (asked !== null && !isLocale(asked)) {
      return c.json({ error: LOCALE_PARAM_MESSAGE }, 400, {
        'Cache-Control': 'no-store',
      })
    }
    c.set('locale', asked ?? callerLocale(c, url) ?? storedLocale(c))
    await next()
  }
}

/** The language of the page that made an API call: its same-origin `Referer`'s URL. */
function callerLocale(c: Context<AppEnv>, url: URL): Locale | undefined {
  const referer = c.req.header('referer')
  if (!referer) return undefined
  try {
    const from = new URL(referer)
    return from.origin === url.origin ? splitLocalePath(from.pathname).locale : undefined
  } catch {
    return undefined
  }
}

/** The visitor's last switch (the cookie), else the deployment's default. */
function storedLocale(c: Context<AppEnv>): Locale {
  const stored = getCookie(c, LOCALE_COOKIE)
  const fallback = c.env.DEFAULT_LOCALE
  return isLocale(stored) ? stored : isLocale(fallback) ? fallback : 'en'
}
