import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { CLIENT_BASE, CONTENT_BASE } from '../src/shared/site'
import { hasVersionPrefix } from '../src/shared/docs/versions'
import { buildsApi } from './api/builds'
import { contentApi } from './api/content'
import { hostingApi } from './api/hosting'
import { modulesApi, statsApi } from './api/modules'
import { searchApi } from './api/search'
import { getDb } from './db/client'
import type { AppEnv } from './env'
import { pageNotFound, STATUS_MESSAGES } from './errors'
import { getMessages } from '../src/shared/i18n'
import { canonicalModulesSearch, sameSearch } from '../src/shared/modules/filter'
import { isBot } from './bots'
import { locale } from './middleware/locale'
import { payloads } from './middleware/payload'
import { routeRules } from './middleware/route-rules'
import { securityHeaders } from './middleware/security-headers'
import { BUILD } from './render/assets'
import { loadContentPage } from './pages/content'
import { loadDocsPage } from './pages/docs'
import { loadModulePage } from './pages/module'
import { loadModulesPage } from './pages/modules'
import { serveDocsMarkdown } from './pages/docs-markdown'
import { renderPage } from './render/page'
import { documentRenderer } from './render/renderer'

/** Builds the Hono app: middleware, APIs, page routes, 404 and error pages. */
export function createApp() {
  const app = new Hono<AppEnv>()
  app.use('*', securityHeaders())
  app.use('*', locale())
  app.use('*', payloads(app))

  app.route(CONTENT_BASE, contentApi)
  app.route(`${CLIENT_BASE}/builds`, buildsApi)
  app.route('/api/search', searchApi)
  app.route('/api/hosting', hostingApi)
  app.route('/api/modules', modulesApi)
  app.route('/api/stats', statsApi)

  app.use('*', routeRules(BUILD.routeRules))
  app.use('*', documentRenderer)
  app.get('/docs/*', async (c) => {
    const path = c.req.path.replace(/\/+$/, '')
    if (!hasVersionPrefix(path))
      return c.redirect(`/docs/4.x${path.slice('/docs'.length)}${new URL(c.req.url).search}`, 302)
    if (path.endsWith('.md')) return serveDocsMarkdown(c, path.slice(0, -'.md'.length))
    return renderPage(c, await loadDocsPage(getDb(c.env.DB), path, c.get('locale')))
  })

  app.get('/modules', async (c) => {
    // unknown or non-canonical filter values: redirect to the canonical URL (never a 500)
    const url = new URL(c.req.url)
    const canonical = canonicalModulesSearch(url.search)
    if (!sameSearch(canonical, url.search)) return c.redirect(`/modules${canonical}`, 302)
    return renderPage(c, await loadModulesPage(getDb(c.env.DB), url, c.get('locale')))
  })
  app.get('/modules/*', async (c) => {
    if (c.req.path === '/modules/') return c.redirect(`/modules${new URL(c.req.url).search}`, 301)
    const data = await loadModulePage(getDb(c.env.DB), c.req.path, c.get('locale'))
    // an npm name (/modules/@aster/image) or a trailing slash: the canonical path by name, query kept
    if (data.path !== c.req.path) return c.redirect(`${data.path}${new URL(c.req.url).search}`, 301)
    return renderPage(c, data)
  })

  // keep last: markdown pages of the index, support and landing collections
  app.get('*', async (c, next) => {
    const path = c.req.path === '/' ? '/' : c.req.path.replace(/\/+$/, '')
    const data = await loadContentPage(getDb(c.env.DB), path, c.get('locale'))
    return data ? renderPage(c, data) : next()
  })

  app.notFound((c) => renderError(c, pageNotFound(c.req.path)))
  app.onError((error, c) => renderError(c, error))
  return app
}

/** Answers an error: JSON for APIs, otherwise the error page (never a stack trace). */
async function renderError(c: Context<AppEnv>, error: Error) {
  {
    const status = error instanceof HTTPException ? error.status : 500
    if (status >= 500) console.error(`${c.req.method} ${c.req.path} failed:`, error)
    const statusMessage = STATUS_MESSAGES[status] ?? 'Error'
    const message = error instanceof HTTPException ? error.message : statusMessage
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith(CONTENT_BASE)) {
      return c.json({ error: message, statusCode: status }, status as 500)
    }
    if (isBot(c.req.header('user-agent'))) {
      return c.text(`${status} ${statusMessage}`, status as 500, { 'Cache-Control': 'no-store' })
    }
    await documentRenderer(c, async () => {})
    const locale = c.get('locale') ?? 'en'
    const title = getMessages(locale)['error.title']
    return renderPage(
      c,
      {
        route: 'error',
        title,
        description: '',
        locale,
        path: c.req.path,
        statusCode: status,
        statusMessage,
        message,
      },
      status
    )
  }
}
