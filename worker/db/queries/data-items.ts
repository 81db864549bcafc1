import { inLocale } from '../locale-rows'
import type { Locale } from '../../../src/shared/i18n/locales'
import { asc } from 'drizzle-orm'
import * as v from 'valibot'
import type { Db } from '../client'
import { keepValidRows } from '../row-check'
import { COLLECTION_TABLES } from '../schema'

/** The data collections whose items the marketing pages list (templates, showcase, ...). */
type DataTableName = 'templates' | 'showcase' | 'videoCourses' | 'team' | 'designKit'

/**
 * Every item of a data collection in source order, rebuilt from its columns and `meta` (the
 * build folds fields without a column into `meta`) and validated with the collection's own
 * content schema, so the page gets exactly the schema's output type (defaults applied). An item
 * that no longer passes (a hand-edited D1) is skipped and logged once; the list keeps serving.
 * Consumers: the loaders of /templates, /showcase, /video-courses, /team and /design-kit, and the
 * home page's showcase strip. A data collection holds every item in every language (copied
 * from English where not translated), so a language reads its own rows only.
 */
export async function listDataItems<S extends v.GenericSchema>(
  db: Db,
  name: DataTableName,
  schema: S,
  locale: Locale = 'en'
): Promise<v.InferOutput<S>[]> {
  const table = COLLECTION_TABLES[name]
  const rows = (await db
    .select()
    .from(table)
    .where(inLocale(table, locale))
    .orderBy(asc(table.position))) as Record<string, unknown>[]
  const items = rows.map(({ id, stem: _stem, position: _position, meta, ...withLocale }) => {
    const { locale: _locale, translation: _translation, ...columns } = withLocale
    return {
      id: String(id),
      item: {
        // a NULL column is an absent optional field
        ...Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== null)),
        ...(meta && typeof meta === 'object' ? meta : {}),
      },
    }
  })
  return keepValidRows(v.object({ item: schema }), items, (entry) => entry.id).map((entry) =>
    v.parse(schema, entry.item)
  )
}
