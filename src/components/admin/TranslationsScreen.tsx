import type { AdminView, TranslationCollectionRow } from '../../shared/admin/types'
import type { MessageKey, Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { localizedPath } from '../../shared/i18n/locale-paths'
import { AdminTable } from './AdminTable'
import { PathText } from './PathText'

type View = Extract<AdminView, { screen: 'translations' }>

/** The collection's name as the feedback screen shows it ('Docs 4.x'), else its id. */
function collectionLabel(t: Messages, collection: string): string {
  return t[`admin.feedback.collection.${collection}` as MessageKey] ?? collection
}

const STATUS_TONE = {
  current: 'text-green-800 dark:text-green-300',
  outdated: 'text-amber-800 dark:text-amber-300',
  missing: 'text-slate-500 dark:text-slate-400',
} as const

/**
 * Translations: per collection, how many of its Chinese translations are current, outdated and
 * missing (D1's zh-CN rows: worker/db/queries/translations.ts, the counts `npm run translations`
 * prints), then, folded, each outdated or missing page or item, a page linked at its Chinese URL.
 */
export function TranslationsScreen({ view, t }: { view: View; t: Messages }) {
  const status = (value: keyof typeof STATUS_TONE) => (
    <span className={STATUS_TONE[value]} data-translation-status={value}>
      {t[`admin.translations.${value}`]}
    </span>
  )
  return (
    <>
      <p className="mb-4 max-w-3xl text-slate-600 dark:text-slate-300">
        {t['admin.translations.intro']}
      </p>
      <AdminTable<TranslationCollectionRow>
        rows={view.collections}
        rowKey={(row) => row.collection}
        rowProps={(row) => ({ 'data-translations': row.collection })}
        caption={t['admin.nav.translations']}
        columns={[
          {
            label: t['admin.translations.collection'],
            cell: (row) => collectionLabel(t, row.collection),
          },
          ...(['current', 'outdated', 'missing'] as const).map((key) => ({
            label: t[`admin.translations.${key}`],
            numeric: true,
            cell: (row: TranslationCollectionRow) => (
              <span data-count={key}>{row.counts[key]}</span>
            ),
          })),
        ]}
      />
      {view.collections.map((collection) => {
        const open = collection.items.filter((item) => item.status !== 'current')
        if (!open.length) return null
        return (
          <details
            key={collection.collection}
            className="mt-6"
            data-translation-list={collection.collection}
          >
            <summary className="cursor-pointer font-medium">
              {collectionLabel(t, collection.collection)} ·{' '}
              {fillTemplate(t['admin.translations.list'], { count: open.length })}
            </summary>
            <div className="mt-3">
              <AdminTable
                rows={open}
                rowKey={(item) => item.key}
                rowProps={(item) => ({ 'data-translation-item': item.key })}
                columns={[
                  {
                    label: t['admin.translations.item'],
                    cell: (item) =>
                      collection.kind === 'page' ? (
                        <a
                          href={localizedPath(item.key, 'zh-CN')}
                          className="text-green-700 hover:underline dark:text-green-400"
                        >
                          {item.title} <PathText path={item.key} />
                        </a>
                      ) : (
                        `${item.title} (${item.key})`
                      ),
                  },
                  { label: t['admin.translations.status'], cell: (item) => status(item.status) },
                ]}
              />
            </div>
          </details>
        )
      })}
    </>
  )
}
