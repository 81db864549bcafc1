import type { MiddlewareHandler } from 'hono'
import type { Locale } from '../../src/shared/i18n'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import { MCP_PATH } from '../../src/shared/mcp/install-links'
import { markdownPathOf } from '../../src/shared/routing/markdown'
import { absoluteUrl, readSiteConfig, type SiteConfig } from '../../src/shared/seo/site-config'
import type { AppEnv } from '../env'
import { API_CATALOG_PATH } from '../seo/agent-discovery'
import { hasMarkdownTwin } from './markdown-negotiation'

/**
 * The `Link` header of the home page: where agents find the MCP server, llms.txt (the page's
 * language's), the sitemap (indexable deployments only) and the API catalog (RFC 9727).
 */
export function homeLinks(config: SiteConfig, locale: Locale = 'en'): string[] {
  const link = (path: string, rel: string, type?: string) =>
    `<${absoluteUrl(config, localizedPath(path, locale))}>; rel="${rel}"${type ? `; type="${type}"` : ''}`
  return [
    link(MCP_PATH, 'mcp'),
    link('/llms.txt', 'llms-txt', 'text/plain'),
    ...(config.indexable ? [link('/sitemap.xml', 'sitemap', 'application/xml')] : []),
    link(API_CATALOG_PATH, 'api-catalog', 'application/linkset+json'),
  ]
}

/**
 * Advertises what agents can read, in `Link` headers: every HTML page with a Markdown twin names
 * it (`rel="alternate"; type="text/markdown"`), and the home page adds {@link homeLinks}.
 */
export function agentLinks(): MiddlewareHandler<AppEnv> {
  return async function agentLinks(c, next) {
    await next()
    const page = c.get('page')
    if (!page || page.payload || page.markdown || c.req.method !== 'GET') return
    if (c.res.status !== 200 || !hasMarkdownTwin(page.path) || page.path.endsWith('.md')) return
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
    const config = readSiteConfig(c.env)
    const links = [
      `<${absoluteUrl(config, localizedPath(markdownPathOf(page.path), page.locale))}>; rel="alternate"; type="text/markdown"`,
      ...(page.path === '/' ? homeLinks(config, page.locale) : []),
    ]
    c.res = new Response(c.res.body, c.res)
    for (const link of links) c.res.headers.append('Link', link)
  }
}
