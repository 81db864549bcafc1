import { asc, gt, and } from 'drizzle-orm'
import { DOCS_VERSIONS, type DocsVersion } from '../../src/shared/docs/versions'
import { absoluteUrl, type SiteConfig } from '../../src/shared/seo/site-config'
import { SITE } from '../../src/shared/site'
import type { Db } from '../db/client'
import { COLLECTION_TABLES } from '../db/schema'
import { formatPageMarkdown } from '../pages/page-markdown'
import { inLocale } from '../db/locale-rows'

/** Rows read per D1 query: a page's markdown is a few KB, so one batch stays well under 1 MB. */
const BATCH = 250

/**
 * /llms-full.txt: every docs page of every version as markdown, newest version first, each under
 * its source URL; `/docs/<version>/llms-full.txt` the same for one version (`versions`), under its
 * own `heading`. Streamed batch by batch (keyset on `position`), so 10,000 pages never sit in
 * memory at once.
 */
export function streamLlmsFull(
  db: Db,
  config: SiteConfig,
  {
    versions: only = DOCS_VERSIONS,
    heading = `# ${SITE.name} documentation\n\n> ${SITE.description}\n`,
  }: { versions?: readonly DocsVersion[]; heading?: string } = {}
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const versions = [...only]
  let version = versions.shift()
  let after = -1
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(heading))
      }
      while (version) {
        const table = COLLECTION_TABLES[version.collection]
        const rows = await db
          .select({
            path: table.path,
            title: table.title,
            description: table.description,
            raw: table.raw,
            position: table.position,
          })
          .from(table)
          .where(and(gt(table.position, after), inLocale(table)))
          .orderBy(asc(table.position))
          .limit(BATCH)
        if (!rows.length) {
          version = versions.shift()
          after = -1
          continue
        }
        after = rows.at(-1)!.position
        const text = rows
          .map(
            (row) =>
              `\n---\n\nSource: ${absoluteUrl(config, row.path)} (${version!.label})\n\n${formatPageMarkdown(row).trimEnd()}\n`
          )
          .join('')
        controller.enqueue(encoder.encode(text))
        return
      }
      controller.close()
    },
  })
}
