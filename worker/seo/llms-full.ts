import { asc, gt, and } from 'drizzle-orm'
import { DOCS_VERSIONS, type DocsVersion } from '../../src/shared/docs/versions'
import { absoluteUrl, type SiteConfig } from '../../src/shared/seo/site-config'
import { SITE } from '../../src/shared/site'
import type { Db } from '../db/client'
import { COLLECTION_TABLES } from '../db/schema'
import { formatPageMarkdown } from '../pages/page-markdown'
import { pickLocale, preferLocale, withFallback } from '../db/locale-rows'
import type { Locale } from '../../src/shared/i18n/locales'
import { localizedPath } from '../../src/shared/i18n/locale-paths'

/** Rows read per D1 query: a page's markdown is a few KB, so one batch stays well under 1 MB. */
const BATCH = 250

/**
 * /llms-full.txt: every docs page of every version as markdown, newest version first, each under
 * its source URL; `/docs/<version>/llms-full.txt` the same for one version (`versions`), under its
 * own `heading`. Streamed batch by batch (keyset on `position`), so 10,000 pages never sit in
 * memory at once. In another language: each page's translation, else its English source, under
 * its URL in that language.
 */
export function streamLlmsFull(
  db: Db,
  config: SiteConfig,
  {
    versions: only = DOCS_VERSIONS,
    heading = `# ${SITE.name} documentation\n\n> ${SITE.description}\n`,
    locale = 'en',
  }: { versions?: readonly DocsVersion[]; heading?: string; locale?: Locale } = {}
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
            locale: table.locale,
          })
          .from(table)
          .where(and(gt(table.position, after), withFallback(table, locale)))
          // a translation shares its source's position: it comes first, so a batch that ends
          // between the two keeps the translation (the next batch starts after that position)
          .orderBy(asc(table.position), preferLocale(table, locale))
          .limit(BATCH)
        if (!rows.length) {
          version = versions.shift()
          after = -1
          continue
        }
        after = rows.at(-1)!.position
        const text = pickLocale(rows, locale, (row) => row.path)
          .map(
            (row) =>
              `\n---\n\nSource: ${absoluteUrl(config, localizedPath(row.path, locale))} (${version!.label})\n\n${formatPageMarkdown(row).trimEnd()}\n`
          )
          .join('')
        controller.enqueue(encoder.encode(text))
        return
      }
      controller.close()
    },
  })
}
