import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { isLocale, type Locale } from '../../src/shared/i18n'
import type { AppEnv } from '../env'
import { answerRedirect } from './page-request'

/** Cookie that keeps the visitor's interface language. */
export const LOCALE_COOKIE = 'aster-locale'

/**
 * Picks the interface locale: `?lang=` (a visitor's switch: stored in the cookie, then a
 * redirect to the same URL without it), else the cookie, else DEFAULT_LOCALE from config.
 */
export function locale(): MiddlewareHandler<AppEnv> {
  return async function locale(c, next) {
    const url = new URL(c.req.url)
    const requested = url.searchParams.get('lang')
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
      const path = c.get('page')?.path ?? url.pathname
      return answerRedirect(c, `${path}${url.search}`)
    }
    const stored = getCookie(c, LOCALE_COOKIE)
    const fallback = c.env.DEFAULT_LOCALE
    c.set('locale', (isLocale(stored) ? stored : isLocale(fallback) ? fallback : 'en') as Locale)
    await next()
  }
}
