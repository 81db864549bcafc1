import type { Context, MiddlewareHandler } from 'hono'
import { matchRoute } from '../../src/shared/routing/routes'
import { BUILD } from '../build-manifest'
import { createPathKey, matchEdge, putEdge } from '../edge-cache'
import type { AppEnv } from '../env'
import { getReleaseInfo } from '../release'
import { getContentTimeout, withTimeout } from '../timeout'
import { LOCALE_COOKIE } from './locale'

/*
 * The edge cache of pages and their `_payload.json` (Cache API, through worker/edge-cache.ts).
 * Key: build id + locale + the header's release info + the normalised path, so a deploy, a
 * language or a release refresh is a miss, never a wrong hit. Never cached: a request with any
 * cookie but the locale's (a session, a preview), /admin, /api, a query string other than
 * tracking parameters, a response that is not a 200 or sets a cookie.
 */

/** How long an entry is fresh at the edge (and in shared caches). */
export const PAGE_S_MAXAGE = 300
/** How long a stale entry is still served while a fresh one renders in the background. */
export const PAGE_STALE_WHILE_REVALIDATE = 3600
/** Cache-Control of a cacheable page: browsers revalidate, shared caches keep it S_MAXAGE. */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_S_MAXAGE}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE}`
/** Cache-Control of a page that must never be stored (preview, a session). */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Query parameters that only track where a visitor came from: they never change the page. */
const TRACKING_PARAM_RE = /^(?:utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref)$/i
/** Paths that are never cached, whatever the route table says. */
const NEVER_CACHED_RE = /^\/(?:admin(?:\/|$)|api\/)/
/** Marks the background re-render of a stale entry (it skips the lookup, then stores). */
const REVALIDATE_HEADER = 'x-aster-revalidate'
/** When an entry was stored, on the stored copy only. */
const STORED_AT_HEADER = 'x-aster-stored-at'

/** Whether a request may read and write the page cache (before anything renders). */
export function isCacheablePageRequest(c: Context<AppEnv>): boolean {
  const page = c.get('page')
  if (!page) return false
  const route = matchRoute(page.path)
  return 'edgeCached' in route && route.edgeCached === true && isSharedPageRequest(c)
}

/**
 * Whether a page request is the same for every visitor of its locale: a GET, not in preview mode,
 * not /admin or /api, no query but tracking parameters, no cookie but the locale's. Consumers:
 * the page cache (above), prerendered pages (prerender/middleware.ts).
 */
export function isSharedPageRequest(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' || c.get('preview')) return false
  const page = c.get('page')
  if (!page || NEVER_CACHED_RE.test(page.path)) return false
  const url = new URL(c.req.url)
  if ([...url.searchParams.keys()].some((key) => !TRACKING_PARAM_RE.test(key))) return false
  // any cookie but the locale's may change the page (a session, a preview): never shared
  const cookies = (c.req.header('cookie') ?? '')
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
  return cookies.every((name) => name === '' || name === LOCALE_COOKIE)
}

/**
 * The key: origin + normalised path, versioned by build, locale and release info, and marked
 * `md` when the page was asked for as Markdown (`Accept`, middleware/markdown-negotiation.ts):
 * one URL, two entries that never answer for each other.
 */
async function pageKey(c: Context<AppEnv>): Promise<Request | undefined> {
  // a hanging binding never hangs a request here: no key, the page renders (and times out) alone
  const timeout = getContentTimeout(c.env)
  const release = await withTimeout(getReleaseInfo(c.env), timeout, () => undefined)
  if (!release) return undefined
  const markdown = c.get('page')?.markdown ? ['md'] : []
  const version = [BUILD.id, c.get('locale'), release.version, release.stars, ...markdown].join('|')
  return createPathKey(c.req.url, version)
}

/**
 * The page cache: serves fresh hits, serves stale hits while re-rendering them in the background
 * (`refetch` runs the whole app again), stores cacheable 200s. Sends `X-Cache` (HIT, STALE, MISS,
 * BYPASS), `Vary: Cookie` (the locale comes from a cookie) and a truthful Cache-Control.
 */
export function pageCache(
  refetch: (request: Request, c: Context<AppEnv>) => Response | Promise<Response>
): MiddlewareHandler<AppEnv> {
  return async function pageCache(c, next) {
    if (!isCacheablePageRequest(c)) {
      await next()
      if (c.get('page') && c.res.headers.has('set-cookie'))
        c.res.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
      if (c.get('page') && !c.res.headers.has('x-cache')) c.res.headers.set('X-Cache', 'BYPASS')
      return
    }
    const key = await pageKey(c)
    if (key && !c.req.header(REVALIDATE_HEADER)) {
      const hit = await matchEdge(key)
      if (hit) return answerHit(c, hit, refetch)
    }
    await next()
    const response = c.res
    if (response.status !== 200 || response.headers.has('set-cookie')) {
      if (response.headers.has('set-cookie'))
        response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL)
      response.headers.set('X-Cache', 'BYPASS')
      return
    }
    response.headers.set('Cache-Control', PAGE_CACHE_CONTROL)
    response.headers.append('Vary', 'Cookie')
    response.headers.set('X-Cache', 'MISS')
    if (!key) return
    const stored = response.clone()
    const headers = new Headers(stored.headers)
    headers.set(STORED_AT_HEADER, String(Date.now()))
    // the edge keeps an entry through its stale window; freshness is judged on the way out
    headers.set('Cache-Control', `public, max-age=${PAGE_S_MAXAGE + PAGE_STALE_WHILE_REVALIDATE}`)
    await putEdge(c, key, new Response(stored.body, { status: 200, headers }))
  }
}

/** Answers a hit: fresh as it is, stale with a background re-render. */
function answerHit(
  c: Context<AppEnv>,
  hit: Response,
  refetch: (request: Request, c: Context<AppEnv>) => Response | Promise<Response>
): Response {
  const age = Math.max(
    0,
    Math.floor((Date.now() - Number(hit.headers.get(STORED_AT_HEADER))) / 1000)
  )
  hit.headers.delete(STORED_AT_HEADER)
  hit.headers.set('Cache-Control', PAGE_CACHE_CONTROL)
  hit.headers.set('Age', String(age))
  const fresh = age <= PAGE_S_MAXAGE
  hit.headers.set('X-Cache', fresh ? 'HIT' : 'STALE')
  if (!fresh) {
    const headers = new Headers({ [REVALIDATE_HEADER]: '1' })
    const cookie = c.req.header('cookie')
    if (cookie) headers.set('cookie', cookie)
    const refresh = Promise.resolve(refetch(new Request(c.req.url, { headers }), c)).then(
      (response) => response.body?.cancel(),
      (error: unknown) => console.error('[page-cache] re-rendering a stale page failed:', error)
    )
    try {
      c.executionCtx.waitUntil(refresh)
    } catch {
      // no execution context (app.request in tests): the refresh runs on its own
    }
  }
  return hit
}
