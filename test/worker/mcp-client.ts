import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { SELF } from 'cloudflare:test'

/*
 * The MCP tests' client: the SDK's real `Client` over its Streamable HTTP transport, whose
 * `fetch` goes to the worker in workerd (SELF.fetch), each client from its own address so the
 * per-address limit bites only where a test wants it.
 */

export const MCP_URL = 'http://localhost/mcp'

let address = 0
/** A fresh documentation-range address per client. */
export const nextAddress = () => `203.0.113.${++address}`

/** A connected client (initialize done) sending `cf-connecting-ip: ip`. */
export async function connectClient(ip = nextAddress()): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('cf-connecting-ip', ip)
      return SELF.fetch(input instanceof URL ? input.href : input, { ...init, headers })
    },
  })
  const client = new Client({ name: 'aster-test-agent', version: '1.0.0' })
  await client.connect(transport)
  return client
}

/** The text items of a tool answer. */
export function texts(result: Awaited<ReturnType<Client['callTool']>>): string[] {
  return (result as CallToolResult).content.flatMap((item) =>
    item.type === 'text' ? [item.text] : []
  )
}

/** A tool's JSON answer (the first text item parsed). */
export function json<T = Record<string, unknown>>(
  result: Awaited<ReturnType<Client['callTool']>>
): T {
  return JSON.parse(texts(result)[0]!) as T
}

/** The Markdown a page's `.md` URL serves (what get_page must answer). */
export const markdownOf = async (path: string) =>
  (await SELF.fetch(`http://localhost${path}.md`)).text()

/**
 * One client for a whole test file (connected before its tests, closed after) and a `call`
 * that sends a tool call through it.
 */
export function useClient(
  before: (run: () => Promise<void>) => void,
  after: (run: () => Promise<void>) => void
) {
  let client: Client | undefined
  before(async () => {
    client = await connectClient()
  })
  after(async () => {
    await client?.close()
  })
  return {
    get client(): Client {
      return client!
    },
    call: (name: string, args: Record<string, unknown> = {}) =>
      client!.callTool({ name, arguments: args }),
  }
}
