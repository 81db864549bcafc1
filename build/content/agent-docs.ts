import { flattenPages } from '../../src/shared/docs/navigation'
import { LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import { MCP_PATH } from '../../src/shared/mcp/install-links'
import { SITE } from '../../src/shared/site'
import type { CollectedCollection } from './collect'

/**
 * The docs page that tells an agent how to add the site's MCP server: the first page of the
 * latest docs version, in reading order, whose source gives the server's URL
 * (`https://aster.example/mcp`). Read from the content, not named: a team's corpus that documents
 * no such page has none (undefined), and the worker says so instead of linking a 404
 * (worker/mcp/route.ts, the server card, llms.txt).
 */
export function findMcpDocsPage(
  collections: readonly Pick<CollectedCollection, 'definition' | 'rows' | 'navigation'>[]
): string | undefined {
  const docs = collections.find((c) => c.definition.name === LATEST_DOCS_VERSION.collection)
  if (!docs) return undefined
  // the server's URL as a whole: `…/mcp` then no more path (not `…/mcp-remote`, `/mcp.json`)
  const url = new RegExp(`${escape(SITE.url.replace(/\/+$/, ''))}${escape(MCP_PATH)}(?![\\w./-])`)
  const raws = new Map<unknown, unknown>(docs.rows.map((row) => [row.path, row.raw]))
  return flattenPages(docs.navigation).find((item) => {
    const raw = raws.get(item.path)
    return typeof raw === 'string' && url.test(raw)
  })?.path
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
