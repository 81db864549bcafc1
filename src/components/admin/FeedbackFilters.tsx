import {
  feedbackFilterQuery,
  FEEDBACK_PERIODS,
  FEEDBACK_SORTS,
  type FeedbackFilter,
} from '../../shared/feedback/analytics'
import { FEEDBACK_COLLECTIONS, FEEDBACK_RATINGS } from '../../shared/feedback/schema'
import type { Messages } from '../../shared/i18n'
import { TABLE } from './format'
import { useLocalePath } from '../locale-context'

/**
 * The feedback screen's filters: a plain GET form (works without JavaScript) and the CSV export
 * of the same filters.
 */
export function FeedbackFilters({ filter, t }: { filter: FeedbackFilter; t: Messages }) {
  const to = useLocalePath()
  const select = (
    name: keyof FeedbackFilter,
    label: string,
    options: readonly { value: string; label: string }[]
  ) => (
    <label className="grid gap-1 text-sm">
      <span className="text-slate-500 dark:text-slate-400">{label}</span>
      <select
        name={name}
        defaultValue={filter[name]}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
  return (
    <form
      method="get"
      action={to('/admin/feedback')}
      aria-label={t['admin.feedback.filters']}
      className="mb-6 flex flex-wrap items-end gap-3"
      data-feedback-filters=""
    >
      {select(
        'collection',
        t['admin.feedback.collection'],
        (['all', ...FEEDBACK_COLLECTIONS] as const).map((value) => ({
          value,
          label: t[`admin.feedback.collection.${value}`],
        }))
      )}
      {select(
        'period',
        t['admin.feedback.period'],
        FEEDBACK_PERIODS.map((value) => ({ value, label: t[`admin.feedback.period.${value}`] }))
      )}
      {select('rating', t['admin.feedback.rating'], [
        { value: 'all', label: t['admin.feedback.rating.all'] },
        ...FEEDBACK_RATINGS.map((value) => ({ value, label: t[`feedback.rating.${value}`] })),
      ])}
      {select(
        'sort',
        t['admin.feedback.sort'],
        FEEDBACK_SORTS.map((value) => ({ value, label: t[`admin.feedback.sort.${value}`] }))
      )}
      <button type="submit" className={TABLE.button}>
        {t['admin.feedback.apply']}
      </button>
      <a
        href={`/api/admin/feedback.csv${feedbackFilterQuery(filter)}`}
        download=""
        data-export="feedback"
        className={TABLE.link}
      >
        {t['admin.feedback.export']}
      </a>
    </form>
  )
}
