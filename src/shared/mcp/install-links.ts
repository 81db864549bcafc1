import { SITE } from '../site'

/*
 * Where the site's MCP server lives and the links that hand it, or a page, to an agent.
 * Consumers: the page actions menu (src/islands/PageActions.tsx), the server card and API
 * catalog (worker/seo/agent-discovery.ts), the `Link` headers of `/` and the MCP route's
 * browser redirect (worker/mcp/route.ts).
 */

/** The MCP endpoint's path (Streamable HTTP, stateless). */
export const MCP_PATH = '/mcp'
/** The server's name in agents' configurations and install links. */
export const MCP_SERVER_NAME = SITE.slug
/** The chat assistants a page can be opened in (links only: nothing is fetched from them). */
export const CHAT_URLS = {
  chatgpt: 'https://chatgpt.com/',
  claude: 'https://claude.ai/new',
} as const

/** The MCP server's URL on a site origin (`https://aster.example/mcp`). */
export function mcpUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}${MCP_PATH}`
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Base64 of a string's UTF-8 bytes, with no runtime global (the shared side has none). */
export function base64(text: string): string {
  const bytes = encodeURIComponent(text)
    .replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .split('')
    .map((char) => char.charCodeAt(0))
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += BASE64[(n >> 18) & 63]! + BASE64[(n >> 12) & 63]!
    out += b === undefined ? '=' : BASE64[(n >> 6) & 63]!
    out += c === undefined ? '=' : BASE64[n & 63]!
  }
  return out
}

/** Cursor's one-click install link of a remote MCP server. */
export function cursorInstallLink(url: string, name = MCP_SERVER_NAME): string {
  const config = base64(JSON.stringify({ url }))
  return `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(name)}&config=${encodeURIComponent(config)}`
}

/** VS Code's install link of a remote (HTTP) MCP server. */
export function vscodeInstallLink(url: string, name = MCP_SERVER_NAME): string {
  return `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name, type: 'http', url }))}`
}

/** The prompt that hands a page to a chat assistant: `{url}` is the page's markdown URL. */
export function pagePrompt(template: string, markdownUrl: string): string {
  return template.replace('{url}', markdownUrl)
}

/** A chat assistant's link that starts a conversation with a prompt. */
export function chatLink(assistant: keyof typeof CHAT_URLS, prompt: string): string {
  const query = assistant === 'chatgpt' ? `?hints=search&q=` : `?q=`
  return `${CHAT_URLS[assistant]}${query}${encodeURIComponent(prompt)}`
}
