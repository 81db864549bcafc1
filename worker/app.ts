import { Hono, type Context } from 'hono'
import { adminApi } from './api/admin'
import { authApi } from './api/auth'
import { SERVER_ISLAND_BASE } from '../src/shared/islands/island-url'
import { CLIENT_BASE, CONTENT_BASE, SITE } from '../src/shared/site'
import { buildsApi } from './api/builds'
import { contactApi } from './api/contact'
import { DEV_OAUTH_BASE, devOAuth } from './api/dev-oauth'
import { feedbackApi } from './api/feedback'
import { contentApi } from './api/content'
import { docsNavApi } from './api/docs-nav'
import { hostingApi } from './api/hosting'
import { iconsApi } from './api/icons'
import { islandsApi } from './api/islands'
import { modulesApi, statsApi } from './api/modules'
import { newsletterApi } from './api/newsletter'
import { searchApi } from './api/search'
import { skewAssets } from './api/skew-assets'
import { BUILD } from './build-manifest'
import type { AppEnv } from './env'
import { pageNotFound } from './errors'
import { adminGuard } from './middleware/admin-guard'
import { locale } from './middleware/locale'
import { pageCache } from './middleware/page-cache'
import { pageRequest } from './middleware/page-request'
import { requestLimits } from './middleware/request-limits'
import { robotsHeader } from './middleware/robots-header'
import { routeRules } from './middleware/route-rules'
import { securityHeaders } from './middleware/security-headers'
import { storedRedirects } from './middleware/stored-redirects'
import { errorObjects } from './middleware/error-object'
import { previewApi, previewMode } from './preview/middleware'
import { prerenderedPages } from './prerender/middleware'
import { renderError, servePage } from './pages/serve'
import { seoFiles } from './seo/routes'
import { agentDiscovery } from './seo/agent-discovery'
import { MCP_PATH } from '../src/shared/mcp/install-links'
import { agentLinks } from './middleware/agent-links'
import { markdownNegotiation } from './middleware/markdown-negotiation'

/** `/mcp` and below: the MCP sub-app (worker/mcp/route.ts), imported on first use. */
async function serveMcp(c: Context<AppEnv>): Promise<Response> {
  const { mcpApi } = await import('./mcp/route')
  let context: Context['executionCtx'] | undefined
  try {
    context = c.executionCtx
  } catch {
    // app.request in tests: no execution context
  }
  return mcpApi.fetch(c.req.raw, c.env, context)
}

/**
 * Builds the Hono app: middleware, the API sub-apps, then every page of the route table
 * (src/shared/routing/routes.ts) through one handler, which also answers `<route>/_payload.json`.
 * `pageCache: false` leaves out the edge cache of pages (tests that break D1 under one build).
 */
export function createApp({ pageCache: cachePages = true }: { pageCache?: boolean } = {}) {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders())
  app.use('*', robotsHeader())
  app.use('*', errorObjects())
  app.use('*', requestLimits())
  app.use('*', pageRequest())
  app.use('*', locale())
  app.use('*', adminGuard())
  app.use('*', previewMode())

  app.route('/api/_auth', authApi)
  app.route(DEV_OAUTH_BASE, devOAuth)
  app.route('/api/admin', adminApi)
  app.route(CONTENT_BASE, contentApi)
  app.route(`${CLIENT_BASE}/builds`, buildsApi)
  app.route(CLIENT_BASE, skewAssets)
  app.route('/api/search', searchApi)
  app.route('/api/hosting', hostingApi)
  app.route('/api/docs-nav', docsNavApi)
  app.route(`/api/_${SITE.slug}_icon`, iconsApi)
  app.route('/api/_preview', previewApi)
  app.route(SERVER_ISLAND_BASE, islandsApi)
  app.route('/api/modules', modulesApi)
  app.route('/api/stats', statsApi)
  // robots.txt, sitemap, feeds, llms.txt, Open Graph images
  app.route('/', seoFiles)
  // the MCP server (its SDK and zod load on the first request to it), its card, the API catalog
  app.all(MCP_PATH, serveMcp)
  app.all(`${MCP_PATH}/*`, serveMcp)
  app.route('/', agentDiscovery)
  app.route('/api/newsletter', newsletterApi)
  app.route('/api/contact', contactApi)
  app.route('/api/feedback', feedbackApi)

  app.use('*', routeRules(BUILD.routeRules))
  // redirect rules saved in the admin area (D1, memoised per isolate), after the build's rules
  app.use('*', storedRedirects())
  app.use('*', agentLinks())
  app.use('*', markdownNegotiation())
  app.use('*', prerenderedPages())
  if (cachePages)
    app.use(
      '*',
      pageCache((request, c) => app.fetch(request, c.env, c.executionCtx))
    )
  app.get('*', servePage)

  app.notFound((c) => renderError(c, pageNotFound(c.req.path)))
  app.onError((error, c) => renderError(c, error))
  return app
}
