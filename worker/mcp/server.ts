import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { SITE } from '../../src/shared/site'
import { answerTool } from './answer'
import { registerPrompts } from './prompts'
import { registerDocsResources } from './resources'
import type { McpContext, ToolSpec } from './tool-spec'
import { MODULE_TOOLS } from './tools-catalog'
import { CONTENT_TOOLS } from './tools-content'
import { DOCS_TOOLS } from './tools-docs'

/** Every tool of the server, in the order agents see them. */
export const MCP_TOOLS: readonly ToolSpec[] = [
  ...DOCS_TOOLS,
  ...MODULE_TOOLS,
  ...CONTENT_TOOLS,
] as unknown as readonly ToolSpec[]

/** Who the server says it is (`initialize`, the server card). */
export const MCP_SERVER_INFO = {
  name: `${SITE.slug}-docs`,
  title: `${SITE.name} docs`,
  version: '1.0.0',
} as const

/** What the server tells an agent on `initialize`: how to use it well. */
const INSTRUCTIONS = [
  `The ${SITE.name} web framework's documentation, blog, modules directory and hosting guides.`,
  'Start with search_docs (plain words or a question); read a result with get_page.',
  'Docs versions: 4.x (latest, default) and 3.x. Every long answer says truncated and the nextOffset to continue from.',
].join(' ')

/**
 * A server for one request (Streamable HTTP, stateless: nothing outlives the request, so it runs
 * in the Worker without a Durable Object): the tools, the docs resources and the prompts, all
 * read-only over the request's bindings.
 */
export function createMcpServer(context: McpContext): McpServer {
  const server = new McpServer(MCP_SERVER_INFO, {
    instructions: INSTRUCTIONS,
    capabilities: { tools: {}, resources: {}, prompts: {} },
  })
  for (const tool of MCP_TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      (args) => answerTool(tool.name, () => tool.run(args, context))
    )
  }
  registerDocsResources(server, context)
  registerPrompts(server)
  return server
}
