import type { MiddlewareHandler } from 'hono'
import { compileRedirectRules, type RedirectMatcher } from '../../src/shared/routing/redirect-rules'
import { getDb } from '../db/client'
import { listRedirectRules } from '../db/queries/redirect-rules'
import type { AppEnv, Bindings } from '../env'
import { createIsolateMemo } from '../isolate-memo'
import { getContentTimeout, withTimeout } from '../timeout'
import { answerRedirect } from './page-request'

/**
 * How long an isolate serves the redirect rules it read: a page request costs no D1 read, and a
 * rule saved in the admin area holds in every isolate within this time (at once in the isolate
 * that saved it, which forgets its copy: {@link forgetStoredRedirects}).
 */
export const STORED_REDIRECTS_TTL_MS = 30_000

/** How long browsers and the edge may keep a stored rule's redirect (an hour). */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'

const NO_RULES: RedirectMatcher = () => undefined
const memo = createIsolateMemo<RedirectMatcher>({ ttlMs: STORED_REDIRECTS_TTL_MS, maxEntries: 1 })

/**
 * The rules of this isolate. A D1 failure, or no answer within the content timeout, is logged and
 * serves no rules until the TTL passes: a page never fails or hangs for them.
 */
function loadRules(env: Bindings): Promise<RedirectMatcher> {
  return memo.get('rules', async () => {
    try {
      const rules = listRedirectRules(getDb(env.DB))
      return compileRedirectRules(
        await withTimeout(rules, getContentTimeout(env), () => {
          throw new Error(`no answer within ${getContentTimeout(env)} ms`)
        })
      )
    } catch (error) {
      console.error('[redirects] could not read the stored redirect rules:', error)
      return NO_RULES
    }
  })
}

/** Drops this isolate's copy of the rules (after the admin API changed them). */
export function forgetStoredRedirects(): void {
  memo.reset()
}

/**
 * Serves the redirect rules stored from the admin area (worker/db/tables/redirects.ts) for page
 * requests (GET/HEAD), after the build's route rules and before the page: 301 (or the rule's 308)
 * to the target with the query kept, kept an hour by browsers (not forever, as a bare 301 would
 * be: a rule can be edited), `{redirect}` for a `_payload.json`, and `<page>.md` follows its
 * page to `<target>.md`.
 */
export function storedRedirects(): MiddlewareHandler<AppEnv> {
  return async function storedRedirect(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const requested = c.get('page')?.path ?? c.req.path
    const path = requested.length > 1 ? requested.replace(/\/+$/, '') : requested
    const match = await loadRules(c.env)
    let found = match(path)
    if (!found && path.endsWith('.md')) {
      const page = match(path.slice(0, -3))
      if (page) found = { ...page, location: `${page.location}.md` }
    }
    if (!found) return next()
    const search = new URL(c.req.url).search
    const response = answerRedirect(c, `${found.location}${search}`, found.status)
    // a browser keeps a 301 without a lifetime for good: an edited rule must reach it
    if (!c.get('page')?.payload) response.headers.set('Cache-Control', REDIRECT_CACHE_CONTROL)
    return response
  }
}
