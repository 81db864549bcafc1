import type { AdminView } from '../../shared/admin/types'
import type {
  FeedbackCommentRow,
  FeedbackPageRow,
  FeedbackWeekRow,
} from '../../shared/feedback/analytics'
import { FEEDBACK_RATINGS } from '../../shared/feedback/schema'
import type { Messages } from '../../shared/i18n'
import { AdminTable } from './AdminTable'
import { FeedbackFilters } from './FeedbackFilters'
import { formatAdminTime } from './format'

type View = Extract<AdminView, { screen: 'feedback' }>

const score = (value: number) => (value ? value.toFixed(2) : '–')
const heading = 'mb-3 mt-10 text-lg font-semibold'

/**
 * Feedback analytics: the filters and CSV export, totals, the pages ranked by score or votes
 * (with the votes per rating), the trend per week and the comments.
 */
export function FeedbackScreen({ view, t }: { view: View; t: Messages }) {
  const { totals, pages, weeks, comments, filter } = view.analytics
  const busiest = Math.max(1, ...weeks.map((week) => week.votes))
  const cards = [
    { key: 'votes', label: t['admin.feedback.votes'], value: String(totals.votes) },
    { key: 'score', label: t['admin.feedback.score'], value: score(totals.score) },
    { key: 'comments', label: t['admin.feedback.comments'], value: String(totals.comments) },
    ...FEEDBACK_RATINGS.map((rating) => ({
      key: rating,
      label: t[`feedback.rating.${rating}`],
      value: String(totals.ratings[rating]),
    })),
  ]
  return (
    <>
      <FeedbackFilters filter={filter} t={t} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {cards.map((card) => (
          <li
            key={card.key}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="block text-sm text-slate-500 dark:text-slate-400">{card.label}</span>
            <span className="font-mono text-xl font-semibold" data-total={card.key}>
              {card.value}
            </span>
          </li>
        ))}
      </ul>
      <h2 className={heading}>{t['admin.feedback.pages']}</h2>
      <AdminTable<FeedbackPageRow>
        rows={pages}
        rowKey={(row) => row.path}
        rowProps={(row) => ({ 'data-feedback-page': row.path })}
        empty={t['admin.feedback.empty']}
        columns={[
          {
            label: t['admin.feedback.page'],
            className: 'min-w-56 break-all',
            cell: (row) => (
              <a href={row.path} className="text-green-700 hover:underline dark:text-green-400">
                {row.path}
              </a>
            ),
          },
          {
            label: t['admin.feedback.collection'],
            className: 'whitespace-nowrap',
            cell: (row) => t[`admin.feedback.collection.${row.collection}`],
          },
          { label: t['admin.feedback.votes'], numeric: true, cell: (row) => row.votes },
          { label: t['admin.feedback.score'], numeric: true, cell: (row) => score(row.score) },
          ...FEEDBACK_RATINGS.map((rating) => ({
            label: t[`feedback.rating.${rating}`],
            numeric: true,
            cell: (row: FeedbackPageRow) => row.ratings[rating],
          })),
        ]}
      />
      <h2 className={heading}>{t['admin.feedback.trend']}</h2>
      <AdminTable<FeedbackWeekRow>
        rows={weeks}
        rowKey={(row) => row.week}
        rowProps={(row) => ({ 'data-feedback-week': row.week })}
        empty={t['admin.feedback.empty']}
        columns={[
          {
            label: t['admin.feedback.week'],
            className: 'whitespace-nowrap font-mono',
            cell: (row) => row.week,
          },
          { label: t['admin.feedback.votes'], numeric: true, cell: (row) => row.votes },
          { label: t['admin.feedback.score'], numeric: true, cell: (row) => score(row.score) },
          {
            label: '',
            className: 'w-1/2',
            cell: (row) => (
              <span
                aria-hidden="true"
                className="block h-2 rounded-full bg-green-600"
                style={{ width: `${Math.round((row.votes / busiest) * 100)}%` }}
              />
            ),
          },
        ]}
      />
      <h2 className={heading}>{t['admin.feedback.comments']}</h2>
      <AdminTable<FeedbackCommentRow>
        rows={comments}
        rowKey={(row) => row.id}
        rowProps={() => ({ 'data-feedback-comment': '' })}
        empty={t['admin.feedback.noComments']}
        columns={[
          {
            label: t['admin.feedback.received'],
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminTime(row.createdAt),
          },
          {
            label: t['admin.feedback.page'],
            className: 'min-w-56 break-all',
            cell: (row) => row.path,
          },
          {
            label: t['admin.feedback.rating'],
            className: 'whitespace-nowrap',
            cell: (row) => t[`feedback.rating.${row.rating}`],
          },
          {
            label: t['admin.feedback.comment'],
            className: 'min-w-64 max-w-md whitespace-pre-wrap break-words',
            cell: (row) => row.comment,
          },
        ]}
      />
    </>
  )
}
