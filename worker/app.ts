import { Hono } from 'hono'
import { CLIENT_BASE, CONTENT_BASE, SITE } from '../src/shared/site'
import { buildsApi } from './api/builds'
import { contentApi } from './api/content'
import { hostingApi } from './api/hosting'
import { iconsApi } from './api/icons'
import { islandsApi } from './api/islands'
import { modulesApi, statsApi } from './api/modules'
import { searchApi } from './api/search'
import { skewAssets } from './api/skew-assets'
import { BUILD } from './build-manifest'
import type { AppEnv } from './env'
import { pageNotFound } from './errors'
import { locale } from './middleware/locale'
import { pageCache } from './middleware/page-cache'
import { pageRequest } from './middleware/page-request'
import { requestLimits } from './middleware/request-limits'
import { routeRules } from './middleware/route-rules'
import { securityHeaders } from './middleware/security-headers'
import { previewApi, previewMode } from './preview/middleware'
import { renderError, servePage } from './pages/serve'

/**
 * Builds the Hono app: middleware, the API sub-apps, then every page of the route table
 * (src/shared/routing/routes.ts) through one handler, which also answers `<route>/_payload.json`.
 * `pageCache: false` leaves out the edge cache of pages (tests that break D1 under one build).
 */
export function createApp({ pageCache: cachePages = true }: { pageCache?: boolean } = {}) {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders())
  app.use('*', requestLimits())
  app.use('*', pageRequest())
  app.use('*', locale())
  app.use('*', previewMode())

  app.route(CONTENT_BASE, contentApi)
  app.route(`${CLIENT_BASE}/builds`, buildsApi)
  app.route(CLIENT_BASE, skewAssets)
  app.route('/api/search', searchApi)
  app.route('/api/hosting', hostingApi)
  app.route(`/api/_${SITE.slug}_icon`, iconsApi)
  app.route('/api/_preview', previewApi)
  app.route(`/__${SITE.slug}_island`, islandsApi)
  app.route('/api/modules', modulesApi)
  app.route('/api/stats', statsApi)

  app.use('*', routeRules(BUILD.routeRules))
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
