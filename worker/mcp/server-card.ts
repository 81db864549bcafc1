import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js'
import { MCP_PATH } from '../../src/shared/mcp/install-links'
import { absoluteUrl, type SiteConfig } from '../../src/shared/seo/site-config'
import { SITE } from '../../src/shared/site'
import { MCP_SERVER_INFO, MCP_TOOLS } from './server'
import { BUILD } from '../build-manifest'

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
    // the docs page about the server, else the site (a corpus without such a page)
    websiteUrl: absoluteUrl(config, BUILD.mcpDocs ?? '/'),
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
