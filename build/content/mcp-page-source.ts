import { MCP_PATH } from '../../src/shared/mcp/install-links'
import { SITE } from '../../src/shared/site'

/*
 * Whether a docs page's source gives the site's MCP server URL (agent-docs.ts finds the page
 * that tells agents how to add the server). The content step notes it as each row is made,
 * before the row lets its source go (row-statements.ts spillRow drops `raw` to free memory), so
 * the finder, which runs once every page is made, sees it for spilled rows too.
 * Consumers: build/content/collect.ts (note), agent-docs.ts (ask).
 */

/** The server's URL as a whole: `…/mcp` then no more path (not `…/mcp-remote`, `/mcp.json`). */
const SERVER_URL = new RegExp(
  `${escapeRe(SITE.url.replace(/\/+$/, ''))}${escapeRe(MCP_PATH)}(?![\\w./-])`
)

/** Rows whose source gave the server's URL before they let the source go (notePageSource). */
const noted = new WeakSet<object>()

/** Notes whether a page row's source gives the server's URL, before the row lets it go. */
export function notePageSource(row: Record<string, unknown>): void {
  if (typeof row.raw === 'string' && SERVER_URL.test(row.raw)) noted.add(row)
}

/** Whether the row's source gave the server's URL (noted, or read from its source). */
export function givesServerUrl(row: Record<string, unknown>): boolean {
  return noted.has(row) || (typeof row.raw === 'string' && SERVER_URL.test(row.raw))
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}
