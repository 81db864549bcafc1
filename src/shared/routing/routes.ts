import { CLIENT_BASE, CONTENT_BASE } from '../site'
import { ADMIN_LOGIN_PATH, ADMIN_SCREEN_RE } from './admin-path'

/**
 * The route table: the only place a page URL pattern is written. Each entry is a page kind
 * (its id is the `route` of its PageData and picks its component in src/pages/PageView.tsx);
 * the first entry whose `match` accepts the path serves it. Consumers: the worker mounts every
 * page and its `<route>/_payload.json` from this table (worker/pages/serve.ts with the loaders of
 * worker/pages/index.ts), the build's link check and redirect check (build/content/link-check.ts,
 * build/index.ts through {@link isAppRoute}).
 *
 * Adding a page: one entry here, one loader (`definePage` in worker/pages/), one component
 * (src/pages/, picked in PageView.tsx). See ARCHITECTURE.md, "Add a page".
 */
export interface RouteEntry {
  /** Route id: the `route` of the page's PageData. */
  id: string
  /** Paths the route answers (after the `_payload.json` suffix is taken off). */
  match: RegExp
  /**
   * The route's pages come from content (docs, markdown pages): the link check verifies a link
   * against the content, not against `match`.
   */
  fromContent?: boolean
  /** Concrete paths of the spec the route serves: the link check takes them as existing. */
  paths?: readonly string[]
  /**
   * The page depends only on the build's content and the header's release info, so the edge
   * may keep it per build (worker/middleware/page-cache.ts). Pages with live figures (modules,
   * home), per-visitor pages (admin, unsubscribe) leave it out.
   */
  edgeCached?: true
}

export const ROUTES = [
  /** Versioned docs, `<page>.md` sources, unversioned paths (→ the latest version). */
  { id: 'docs', match: /^\/docs(?:\/.*)?$/, fromContent: true, edgeCached: true },
  /** The modules directory; `?q=&category=&sortBy=&orderBy=&page=` (`/modules.md`: as Markdown). */
  { id: 'modules', match: /^\/modules(?:\/|\.md)?$/ },
  /** One module by name or npm name (`/modules/image`, `/modules/@aster/image`). */
  { id: 'module', match: /^\/modules\/.+$/ },
  /** The home page: sections from content/home/index.md, figures and lists from D1 (`/index.md`: as Markdown). */
  { id: 'home', match: /^\/(?:index\.md)?$/, paths: ['/'] },
  /** The blog list; `?category=&tag=`. */
  { id: 'blog', match: /^\/blog\/?$/, paths: ['/blog'], edgeCached: true },
  /** One blog article (`/blog/<slug>`). */
  { id: 'blog-post', match: /^\/blog\/.+$/, fromContent: true, edgeCached: true },
  /** The hosting providers; `?q=&category=`. */
  { id: 'deploy', match: /^\/deploy\/?$/, paths: ['/deploy'], edgeCached: true },
  /** One hosting provider's guide (`/deploy/<slug>`). */
  { id: 'deploy-guide', match: /^\/deploy\/.+$/, fromContent: true, edgeCached: true },
  /** Templates, `?badge=` filter (src/shared/filters/url-filters.ts). */
  { id: 'templates', match: /^\/templates\/?$/, paths: ['/templates'], edgeCached: true },
  /** Showcase, `?category=` filter. */
  { id: 'showcase', match: /^\/showcase\/?$/, paths: ['/showcase'], edgeCached: true },
  /** Video courses: sponsor rows, then the grid. */
  {
    id: 'video-courses',
    match: /^\/video-courses\/?$/,
    paths: ['/video-courses'],
    edgeCached: true,
  },
  /** Core team and ecosystem maintainers. */
  { id: 'team', match: /^\/team\/?$/, paths: ['/team'], edgeCached: true },
  /** Logos, colours and usage rules. */
  { id: 'design-kit', match: /^\/design-kit\/?$/, paths: ['/design-kit'], edgeCached: true },
  /** The newsletter pitch, form and latest issues. */
  { id: 'newsletter', match: /^\/newsletter\/?$/, paths: ['/newsletter'], edgeCached: true },
  /** The newsletter's unsubscribe confirmation, `?email=&sig=` (the signed link of every mail). */
  {
    id: 'unsubscribe',
    match: /^\/newsletter\/unsubscribe\/?$/,
    paths: ['/newsletter/unsubscribe'],
  },
  /**
   * One past issue of the newsletter, `/newsletter/<slug>` (a page of the newsletter collection;
   * after 'unsubscribe', which keeps its path).
   */
  {
    id: 'newsletter-issue',
    match: /^\/newsletter\/[^/]+\/?$/,
    fromContent: true,
    edgeCached: true,
  },
  /** The enterprise section's hub: a card for each of its pages. */
  { id: 'enterprise', match: /^\/enterprise\/?$/, paths: ['/enterprise'], edgeCached: true },
  /** Enterprise support: the offer, its comparison table, the FAQ and the contact form. */
  {
    id: 'support',
    match: /^\/enterprise\/support\/?$/,
    paths: ['/enterprise/support'],
    edgeCached: true,
  },
  /** The agency directory; `?service=&region=` (src/shared/enterprise/agencies.ts). */
  {
    id: 'agencies',
    match: /^\/enterprise\/agencies\/?$/,
    paths: ['/enterprise/agencies'],
    edgeCached: true,
  },
  /** One agency, `/enterprise/agencies/<slug>` (a page of the agencies collection). */
  {
    id: 'agency',
    match: /^\/enterprise\/agencies\/[^/]+\/?$/,
    fromContent: true,
    edgeCached: true,
  },
  /** Sponsors by tier. */
  {
    id: 'sponsors',
    match: /^\/enterprise\/sponsors\/?$/,
    paths: ['/enterprise/sponsors'],
    edgeCached: true,
  },
  /** The job board; `?location=&type=` (src/shared/enterprise/jobs.ts). */
  { id: 'jobs', match: /^\/enterprise\/jobs\/?$/, paths: ['/enterprise/jobs'], edgeCached: true },
  /** The admin sign-in page (guests only; worker/middleware/admin-guard.ts). */
  { id: 'admin-login', match: /^\/admin\/login$/, paths: [ADMIN_LOGIN_PATH] },
  /** The admin area: overview and its screens (signed-in only). */
  { id: 'admin', match: ADMIN_SCREEN_RE },
  /**
   * Markdown pages of the landing and support collections (marketing and enterprise pages).
   * Keep last: it answers every path.
   */
  { id: 'content', edgeCached: true, match: /^\/.*$/, fromContent: true },
] as const satisfies readonly RouteEntry[]

/** The id of a page route (its PageData's `route`). */
export type RouteId = (typeof ROUTES)[number]['id']

/**
 * Prefixes that are never pages (APIs, client assets, content endpoints): a `_payload.json`
 * under one answers `{reload}` so the browser loads the URL for real.
 */
export const SERVICE_PREFIXES: readonly string[] = ['/api/', `${CLIENT_BASE}/`, `${CONTENT_BASE}/`]

/** Suffix of a page's payload for client navigation: `<route>/_payload.json`. */
export const PAYLOAD_SUFFIX = '/_payload.json'

/** The route that serves a path (the catch-all when no other does). */
export function matchRoute(path: string): (typeof ROUTES)[number] {
  return ROUTES.find((route) => route.match.test(path))!
}

/**
 * True when the path is served by an app route, not counting content pages and redirects: a
 * route whose pages do not come from content matches it, or a route lists it.
 */
export function isAppRoute(path: string): boolean {
  return ROUTES.some(
    (route: RouteEntry) =>
      (!route.fromContent && route.match.test(path)) || route.paths?.includes(path) === true
  )
}
