import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js'
import { flattenPages } from '../../src/shared/docs/navigation'
import { DOCS_VERSIONS } from '../../src/shared/docs/versions'
import { SITE } from '../../src/shared/site'
import { cutToBytes, MCP_ANSWER_BYTES, ToolError } from './answer'
import { resolveDocsPath, versionName } from './arguments'
import { readDocsDocument, readVersionTree } from './docs-source'
import type { McpContext } from './tool-spec'

/** The URI scheme of the site's resources: `aster://docs/4.x/getting-started/installation`. */
const DOCS_URI_PREFIX = `${SITE.slug}://docs/`
/** Most pages `resources/list` names (the rest are read by URI or found with the tools). */
const MAX_LISTED = 300

/** The resource URI of a docs page path (`/docs/4.x/a/b` → `aster://docs/4.x/a/b`). */
export function docsResourceUri(path: string): string {
  return `${DOCS_URI_PREFIX}${path.slice('/docs/'.length)}`
}

/**
 * Docs pages as resources, `aster://docs/{version}/{+path}`: listed from every version's
 * navigation (newest first, at most MAX_LISTED: about 45 KB), read as the page's Markdown (cut to the answer
 * cap; get_page reads the rest by offset).
 */
export function registerDocsResources(server: McpServer, context: McpContext): void {
  const template = new ResourceTemplate(`${DOCS_URI_PREFIX}{version}/{+path}`, {
    list: async () => {
      const trees = await Promise.all(
        DOCS_VERSIONS.map((version) => readVersionTree(context.db, version))
      )
      const resources = trees.flatMap((tree) =>
        flattenPages(tree).map((item) => ({
          uri: docsResourceUri(item.path),
          name: item.path,
          title: item.title,
          mimeType: 'text/markdown',
        }))
      )
      return { resources: resources.slice(0, MAX_LISTED) }
    },
  })
  server.registerResource(
    'docs-page',
    template,
    {
      title: `${SITE.name} docs page`,
      description: `A page of the ${SITE.name} docs (versions ${DOCS_VERSIONS.map(versionName).join(', ')}) as Markdown.`,
      mimeType: 'text/markdown',
    },
    async (uri, variables) => {
      const version = String(variables.version)
      const rest = String(variables.path)
      try {
        const target = resolveDocsPath({ path: `/docs/${version}/${rest}` }, version)
        const page = await readDocsDocument(context.db, target.version, target.path)
        const text = cutToBytes(page.markdown, MCP_ANSWER_BYTES)
        const more =
          text.length < page.markdown.length
            ? `\n\n[truncated: read the rest with get_page {"path": "${page.path}", "offset": ${text.length}}]\n`
            : ''
        return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: text + more }] }
      } catch (error) {
        if (error instanceof ToolError) throw new McpError(ErrorCode.InvalidParams, error.message)
        throw error
      }
    }
  )
}
