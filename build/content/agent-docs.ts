import { flattenPages } from '../../src/shared/docs/navigation'
import { LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import type { CollectedCollection } from './collect'
import { givesServerUrl } from './mcp-page-source'

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
  const rows = new Map<unknown, Record<string, unknown>>(docs.rows.map((row) => [row.path, row]))
  return flattenPages(docs.navigation).find((item) => {
    const row = rows.get(item.path)
    return row !== undefined && givesServerUrl(row)
  })?.path
}
