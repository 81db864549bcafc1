import type { Context, MiddlewareHandler } from 'hono'
import {
  MARKDOWN_ROUTES,
  markdownPathOf,
  pagePathOfMarkdown,
  prefersMarkdown,
} from '../../src/shared/routing/markdown'
import { matchRoute } from '../../src/shared/routing/routes'
import type { AppEnv } from '../env'

/** Route ids that answer Markdown, as a set. */
const MARKDOWN_ROUTE_IDS: ReadonlySet<string> = new Set(MARKDOWN_ROUTES)

/** Whether a page path belongs to a route with a Markdown twin. */
export function hasMarkdownTwin(path: string): boolean {
  return MARKDOWN_ROUTE_IDS.has(matchRoute(path).id)
}

/** Adds `value` to a response's Vary (once), copying the response when its headers are frozen. */
export function addVary(c: Context<AppEnv>, value: string): void {
  const vary = c.res.headers.get('vary') ?? ''
  if (vary.split(',').some((part) => part.trim().toLowerCase() === value.toLowerCase())) return
  try {
    c.res.headers.append('Vary', value)
  } catch {
    c.res = new Response(c.res.body, c.res)
    c.res.headers.append('Vary', value)
  }
}

/**
 * Markdown on request: a GET of a page whose route has a Markdown twin (docs pages, blog posts,
 * hosting guides, home, /modules, module pages, landing pages) with an `Accept` that prefers
 * `text/markdown` to HTML is answered as its `.md` URL is: the page path becomes the twin
 * (`page.markdown`), so the route rules ran on the page's own path, and prerendered HTML and the
 * page cache's HTML entries are never served for it (the page cache keys the two apart). Every
 * answer of such a route says `Vary: Accept`. Runs after the route rules, before prerendered
 * pages and the page cache.
 */
export function markdownNegotiation(): MiddlewareHandler<AppEnv> {
  return async function markdownNegotiation(c, next) {
    const page = c.get('page')
    if (!page || page.payload || c.req.method !== 'GET' || !hasMarkdownTwin(page.path))
      return next()
    if (!pagePathOfMarkdown(page.path) && prefersMarkdown(c.req.header('accept'))) {
      c.set('page', { ...page, path: markdownPathOf(page.path), markdown: true })
    }
    await next()
    addVary(c, 'Accept')
  }
}
