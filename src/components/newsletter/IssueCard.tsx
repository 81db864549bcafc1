import type { NewsletterIssueSummary } from '../../shared/collection-pages'
import { formatLongDate } from '../../shared/format/long-date'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { useLocalePath } from '../locale-context'

/** A past issue on the newsletter page: its number as the card's figure, date, headline, topics. */
export function IssueCard({
  issue,
  locale,
  t,
}: {
  issue: NewsletterIssueSummary
  locale: string
  t: Messages
}) {
  const to = useLocalePath()
  const number = { number: String(issue.issue) }
  return (
    <a
      href={to(issue.path)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-green-500 dark:border-slate-800 dark:bg-slate-900"
    >
      <span
        className="flex h-20 items-end justify-between sm:h-28 bg-gradient-to-br from-green-600 to-emerald-900 px-5 pb-4 text-white"
        aria-hidden="true"
      >
        <span className="font-mono text-4xl font-bold leading-none tracking-tight sm:text-5xl">
          {String(issue.issue).padStart(2, '0')}
        </span>
        <span className="i-lucide-mail-open size-8 opacity-70" />
      </span>
      <span className="flex flex-1 flex-col gap-2 p-5">
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {fillTemplate(t['newsletter.issueNumber'], number)} ·{' '}
          <time dateTime={issue.date}>{formatLongDate(issue.date, locale)}</time>
        </span>
        <span className="font-semibold text-slate-900 dark:text-white" data-issue-title="">
          {issue.title}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{issue.description}</span>
        {issue.topics.length ? (
          <span className="mt-1 flex flex-wrap gap-1.5">
            {issue.topics.map((topic) => (
              <span
                key={topic}
                className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              >
                {topic}
              </span>
            ))}
          </span>
        ) : null}
        <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-green-700 group-hover:underline dark:text-green-400">
          {fillTemplate(t['newsletter.readIssue'], number)}
          <span className="i-lucide-arrow-right size-4" aria-hidden="true" />
        </span>
      </span>
    </a>
  )
}
