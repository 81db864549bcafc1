import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { MCP_PATH, mcpUrl } from '../../src/shared/mcp/install-links'
import { SITE } from '../../src/shared/site'
import { BUILD } from '../build-manifest'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import { getDb } from '../db/client'
import type { AppEnv } from '../env'
import { clientAddress, hitRateLimit, type RateLimitRule } from '../rate-limit'
import { serverCard } from './server-card'
import { createMcpServer } from './server'

/** Requests per address and minute (an agent's session is a few calls per question). */
export const MCP_RATE_LIMIT: RateLimitRule = { scope: 'mcp-ip', limit: 60, periodSeconds: 60 }
/** Largest JSON-RPC body read (a tool call is a few hundred bytes). */
export const MCP_BODY_BYTES = 64 * 1024

/** A JSON-RPC error answer, as MCP clients read HTTP-level refusals. */
function rpcError(c: Context<AppEnv>, status: 405 | 429, message: string, headers = {}) {
  return c.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, status, {
    'Cache-Control': 'no-store',
    ...headers,
  })
}

/** Runs work after the answer when the runtime allows, else before it (tests without a context). */
function afterResponse(c: Context<AppEnv>) {
  return (work: Promise<unknown>) => {
    const logged = work.catch((error: unknown) =>
      console.error('[mcp] background work failed:', error)
    )
    try {
      c.executionCtx.waitUntil(logged)
    } catch {
      void logged
    }
  }
}

/**
 * `/mcp`: the MCP server over Streamable HTTP, stateless (worker/mcp/server.ts). `POST` is
 * JSON-RPC: rate-limited per address (429 with Retry-After, JSON-RPC shaped), body capped at
 * MCP_BODY_BYTES (413), answered as JSON. `GET` from a browser leads to the docs page that
 * explains the server; a client's GET for an event stream gets 405 (no sessions, no stream).
 * Any origin may call it (CORS): it reads public docs only and never a cookie. Loaded on the first
 * request to /mcp (worker/app.ts imports it lazily), so pages never pay for the SDK and zod.
 */
export const mcpApi = new Hono<AppEnv>().basePath(MCP_PATH)

mcpApi.use(
  '*',
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: [
      'content-type',
      'accept',
      'mcp-protocol-version',
      'mcp-session-id',
      'last-event-id',
    ],
    maxAge: 86400,
  })
)

mcpApi.get('/', (c) => {
  if (c.req.header('accept')?.includes('text/event-stream'))
    return rpcError(c, 405, 'This server is stateless: POST JSON-RPC messages to /mcp.', {
      Allow: 'POST',
    })
  // a browser: the docs page about the server, or (a corpus without one) what to do with the URL
  if (BUILD.mcpDocs) return c.redirect(BUILD.mcpDocs, 302)
  const url = mcpUrl(readSiteConfig(c.env).url)
  return c.text(
    `This is the MCP server of the ${SITE.name} docs: ${url}. Add that URL to an agent as a remote server (Streamable HTTP, no key); it answers JSON-RPC messages POSTed here.\n`
  )
})

mcpApi.get('/server-card', (c) => c.json(serverCard(readSiteConfig(c.env))))

mcpApi.on(['DELETE', 'PUT', 'PATCH'], '/', (c) =>
  rpcError(c, 405, 'This server is stateless: POST JSON-RPC messages to /mcp.', {
    Allow: 'GET, POST',
  })
)

mcpApi.post('/', async (c) => {
  const outcome = await hitRateLimit(c.env, MCP_RATE_LIMIT, clientAddress(c))
  if (!outcome.allowed) {
    const { limit, periodSeconds } = MCP_RATE_LIMIT
    return rpcError(
      c,
      429,
      `Too many requests: at most ${limit} per ${periodSeconds} s from one address. Retry in ${outcome.retryAfter} s.`,
      { 'Retry-After': String(outcome.retryAfter) }
    )
  }
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_BODY_BYTES,
  })
  const server = createMcpServer({
    env: c.env,
    db: getDb(c.env.DB),
    config: readSiteConfig(c.env),
    after: afterResponse(c),
  })
  await server.connect(transport)
  try {
    const response = await transport.handleRequest(c.req.raw)
    response.headers.set('Cache-Control', 'no-store')
    return response
  } finally {
    await server.close()
  }
})
