import { Hono } from 'hono'
import { MCP_PATH } from '../../src/shared/mcp/install-links'
import { absoluteUrl, readSiteConfig, type SiteConfig } from '../../src/shared/seo/site-config'
import type { AppEnv } from '../env'
import { BUILD } from '../build-manifest'

/** Where agents look for the MCP server's card (also at `/mcp/server-card`). */
export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json'
/** The API catalog (RFC 9727): a linkset of the site's APIs. */
export const API_CATALOG_PATH = '/.well-known/api-catalog'

/** Browsers and the edge keep these an hour: they change with a deployment only. */
const CACHE_CONTROL = 'public, max-age=3600'

/** The API catalog: the MCP server, the search API and the modules API, each with its docs. */
export function apiCatalog(config: SiteConfig, mcpDocs: string | undefined = BUILD.mcpDocs) {
  // the docs page about the server, when the content has one: no link to a 404
  const doc = mcpDocs ? [{ href: absoluteUrl(config, mcpDocs), type: 'text/html' }] : []
  return {
    linkset: [
      {
        anchor: absoluteUrl(config, MCP_PATH),
        'service-desc': [{ href: absoluteUrl(config, SERVER_CARD_PATH), type: 'application/json' }],
        ...(doc.length ? { 'service-doc': doc } : {}),
      },
      { anchor: absoluteUrl(config, '/api/search'), ...(doc.length ? { 'service-doc': doc } : {}) },
      {
        anchor: absoluteUrl(config, '/api/modules'),
        ...(doc.length ? { 'service-doc': doc } : {}),
      },
      {
        anchor: absoluteUrl(config, '/llms.txt'),
        describedby: [{ href: absoluteUrl(config, '/llms-full.txt'), type: 'text/markdown' }],
      },
    ],
  }
}

/** `/.well-known/mcp/server-card.json` and `/.well-known/api-catalog` (RFC 9727, linkset JSON). */
export const agentDiscovery = new Hono<AppEnv>()

agentDiscovery.get(SERVER_CARD_PATH, async (c) => {
  // the card reads the tools from the server itself: the MCP modules load here, not at start-up
  const { serverCard } = await import('../mcp/server-card')
  return c.json(serverCard(readSiteConfig(c.env)), 200, { 'Cache-Control': CACHE_CONTROL })
})

agentDiscovery.on(['GET', 'HEAD'], API_CATALOG_PATH, (c) =>
  c.body(JSON.stringify(apiCatalog(readSiteConfig(c.env)), null, 2), 200, {
    'Content-Type': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    'Cache-Control': CACHE_CONTROL,
  })
)
