import { getTableColumns, getTableName } from 'drizzle-orm'
import type { TranslationCollectionRow, TranslationStatus } from '../../../src/shared/admin/types'
import { COLLECTIONS } from '../../../src/shared/content/collections'
import { COLLECTION_TABLES } from '../schema'

/** The language translations are made into (the sources are English). */
const TARGET = 'zh-CN'
const STATUSES: readonly TranslationStatus[] = ['current', 'outdated', 'missing']

interface ItemRow {
  key: string
  title: string
  status: string
}

/**
 * How each collection stands in Chinese, read from the rows the build wrote (worker/db/schema.ts
 * `locale`, `translation`): a page collection's English pages, each with its zh-CN row's status or
 * `missing` when it has none; a data collection's zh-CN items, each with its status (`missing`:
 * the English item copied); the modules (`module_translations`), each module's file and README.
 * The admin 'Translations' screen shows it; `npm run translations` counts the same files.
 */
export async function listTranslations(d1: D1Database): Promise<TranslationCollectionRow[]> {
  const statements = COLLECTIONS.map((collection) => {
    const table = COLLECTION_TABLES[collection.name]
    const name = getTableName(table)
    const columns = getTableColumns(table) as Record<string, { name: string }>
    const label = columns.title ? 'title' : columns.name ? 'name' : 'stem'
    if (collection.kind === 'page')
      return d1
        .prepare(
          `SELECT e.path AS key, e."${label}" AS title, COALESCE(z.translation, 'missing') AS status
         FROM "${name}" e LEFT JOIN "${name}" z ON z.path = e.path AND z.locale = ?1
         WHERE e.locale = 'en' ORDER BY e.position`
        )
        .bind(TARGET)
    return d1
      .prepare(
        `SELECT stem AS key, "${label}" AS title, COALESCE(translation, 'missing') AS status
       FROM "${name}" WHERE locale = ?1 ORDER BY position`
      )
      .bind(TARGET)
  })
  // the modules directory (build/modules): each module's file and README, as the command counts
  statements.push(
    d1
      .prepare(
        `SELECT t.name || '.yml' AS key, t.name AS title, t.translation AS status, m.position, 0 AS part
         FROM module_translations t JOIN modules m ON m.name = t.name WHERE t.locale = ?1
       UNION ALL
       SELECT t.name || '.md', t.name || ' README', t.readme_translation, m.position, 1
         FROM module_translations t JOIN modules m ON m.name = t.name WHERE t.locale = ?1
       ORDER BY 4, 5`
      )
      .bind(TARGET)
  )
  const answers = await d1.batch<ItemRow>(statements)
  const kinds = [...COLLECTIONS, { name: 'modules', kind: 'data' as const }]
  return kinds.map((collection, index) => {
    const items = (answers[index]?.results ?? []).map((row) => ({
      key: String(row.key),
      title: String(row.title ?? row.key),
      status: (STATUSES as readonly string[]).includes(row.status)
        ? (row.status as TranslationStatus)
        : 'missing',
    }))
    const counts = Object.fromEntries(
      STATUSES.map((status) => [status, items.filter((item) => item.status === status).length])
    ) as Record<TranslationStatus, number>
    return { collection: collection.name, kind: collection.kind, counts, items }
  })
}
