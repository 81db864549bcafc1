import type { AdminView, SearchMissRow } from '../../shared/admin/types'
import type { FeedbackPageRow } from '../../shared/feedback/analytics'
import type { Messages } from '../../shared/i18n'
import { AdminTable } from './AdminTable'
import { useLocalePath } from '../locale-context'

type View = Extract<AdminView, { screen: 'gaps' }>

const heading = 'mb-3 text-lg font-semibold'
const SOURCES = ['mcp', 'palette'] as const

/**
 * What the docs are missing, on one screen: the searches of the last 30 days that found nothing
 * (agents through the MCP server and readers in the palette), next to the pages rated lowest.
 */
export function GapsScreen({ view, t }: { view: View; t: Messages }) {
  const to = useLocalePath()
  const source = (sources: string) =>
    SOURCES.filter((name) => sources.split(',').includes(name))
      .map((name) => t[`admin.gaps.source.${name}`])
      .join(', ')
  return (
    <>
      <p className="mb-8 max-w-3xl text-slate-600 dark:text-slate-300">{t['admin.gaps.intro']}</p>
      <div className="grid gap-10 xl:grid-cols-[3fr_2fr]">
        <section aria-labelledby="gaps-misses" className="min-w-0">
          <h2 id="gaps-misses" className={heading}>
            {t['admin.gaps.misses']}
          </h2>
          <AdminTable<SearchMissRow>
            rows={view.misses}
            rowKey={(row) => `${row.query}|${row.version}|${row.locale}`}
            rowProps={(row) => ({ 'data-gap-query': row.query })}
            empty={t['admin.gaps.noMisses']}
            columns={[
              {
                label: t['admin.gaps.query'],
                className: 'min-w-40 break-words',
                cell: (row) => row.query,
              },
              { label: t['admin.gaps.count'], numeric: true, cell: (row) => row.count },
              { label: t['admin.gaps.version'], cell: (row) => row.version },
              { label: t['admin.gaps.locale'], cell: (row) => row.locale },
              {
                label: t['admin.gaps.source'],
                className: 'whitespace-nowrap',
                cell: (row) => source(row.sources),
              },
              {
                label: t['admin.gaps.lastDay'],
                className: 'whitespace-nowrap font-mono',
                cell: (row) => row.lastDay,
              },
            ]}
          />
        </section>
        <section aria-labelledby="gaps-pages" className="min-w-0">
          <h2 id="gaps-pages" className={heading}>
            {t['admin.gaps.worstPages']}
          </h2>
          <AdminTable<FeedbackPageRow>
            rows={view.pages}
            rowKey={(row) => row.path}
            rowProps={(row) => ({ 'data-gap-page': row.path })}
            empty={t['admin.gaps.noVotes']}
            columns={[
              {
                label: t['admin.feedback.page'],
                className: 'min-w-48 break-all',
                cell: (row) => (
                  <a href={row.path} className="text-green-700 hover:underline dark:text-green-400">
                    {row.path}
                  </a>
                ),
              },
              {
                label: t['admin.feedback.score'],
                numeric: true,
                cell: (row) => row.score.toFixed(2),
              },
              { label: t['admin.feedback.votes'], numeric: true, cell: (row) => row.votes },
            ]}
          />
          <p className="mt-3 text-sm">
            <a
              href={to('/admin/feedback')}
              className="text-green-700 hover:underline dark:text-green-400"
            >
              {t['admin.gaps.allFeedback']}
            </a>
          </p>
        </section>
      </div>
    </>
  )
}
