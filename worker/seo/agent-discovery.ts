import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'
import { Hono } from 'hono'
import { MCP_DOCS_PATH, MCP_PATH } from '../../src/shared/mcp/install-links'
import { SITE } from '../../src/shared/site'
import { absoluteUrl, readSiteConfig, type SiteConfig } from '../../src/shared/seo/site-config'
import type { AppEnv } from '../env'
import { MCP_SERVER_INFO, MCP_TOOLS } from '../mcp/server'

/** Where agents look for the MCP server's card (also at `/mcp/server-card`). */
export const SERVER_CARD_PATH = '/.well-known/mcp/server-card.json'
/** The API catalog (RFC 9727): a linkset of the site's APIs. */
export const API_CATALOG_PATH = '/.well-known/api-catalog'

/** Browsers and the edge keep these an hour: they change with a deployment only. */
const CACHE_CONTROL = 'public, max-age=3600'

/**
 * The MCP server card (SEP-2127 shape): identity, the Streamable HTTP remote and its protocol
 * versions, and, under `_meta`, the tools, resources and prompts, taken from the server itself
 * (worker/mcp/server.ts), so the card cannot drift from what `tools/list` answers.
 */
export function serverCard(config: SiteConfig) {
  const host = new URL(config.url).hostname.split('.').reverse().join('.')
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json',
    name: `${host}/${MCP_SERVER_INFO.name}`,
    title: MCP_SERVER_INFO.title,
    version: MCP_SERVER_INFO.version,
    description: `Search and read the ${SITE.name} docs, blog, modules and hosting guides.`,
    websiteUrl: absoluteUrl(config, MCP_DOCS_PATH),
    repository: {
      url: `https://github.com/${SITE.github.owner}/${SITE.github.repo}`,
      source: 'github',
    },
    remotes: [
      {
        type: 'streamable-http',
        url: absoluteUrl(config, MCP_PATH),
        supportedProtocolVersions: SUPPORTED_PROTOCOL_VERSIONS,
      },
    ],
    _meta: {
      [`${host}/capabilities`]: {
        tools: MCP_TOOLS.map((tool) => ({
          name: tool.name,
          title: tool.title,
          description: tool.description,
        })),
        resources: [
          { uriTemplate: `${SITE.slug}://docs/{version}/{+path}`, mimeType: 'text/markdown' },
        ],
        prompts: ['find_docs', 'migrate_3_to_4'],
        authentication: 'none',
        rateLimit: 'per address, see Retry-After on 429',
      },
    },
  }
}

/** The API catalog: the MCP server, the search API and the modules API, each with its docs. */
export function apiCatalog(config: SiteConfig) {
  const doc = [{ href: absoluteUrl(config, MCP_DOCS_PATH), type: 'text/html' }]
  return {
    linkset: [
      {
        anchor: absoluteUrl(config, MCP_PATH),
        'service-desc': [{ href: absoluteUrl(config, SERVER_CARD_PATH), type: 'application/json' }],
        'service-doc': doc,
      },
      { anchor: absoluteUrl(config, '/api/search'), 'service-doc': doc },
      { anchor: absoluteUrl(config, '/api/modules'), 'service-doc': doc },
      {
        anchor: absoluteUrl(config, '/llms.txt'),
        describedby: [{ href: absoluteUrl(config, '/llms-full.txt'), type: 'text/markdown' }],
      },
    ],
  }
}

/** `/.well-known/mcp/server-card.json` and `/.well-known/api-catalog` (RFC 9727, linkset JSON). */
export const agentDiscovery = new Hono<AppEnv>()

agentDiscovery.get(SERVER_CARD_PATH, (c) =>
  c.json(serverCard(readSiteConfig(c.env)), 200, { 'Cache-Control': CACHE_CONTROL })
)

agentDiscovery.on(['GET', 'HEAD'], API_CATALOG_PATH, (c) =>
  c.body(JSON.stringify(apiCatalog(readSiteConfig(c.env)), null, 2), 200, {
    'Content-Type': 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    'Cache-Control': CACHE_CONTROL,
  })
)
