import { SignupCard } from '../components/newsletter/SignupCard'
import { formatLongDate } from '../shared/format/long-date'
import type { Messages } from '../shared/i18n'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../components/locale-context'
import { fillTemplate } from '../shared/i18n/format'
import type { NewsletterIssuePageData } from '../shared/page-data'

const LINK =
  'flex flex-col gap-1 rounded-lg border border-slate-200 p-4 hover:border-green-500 dark:border-slate-800'

/**
 * `/newsletter/<slug>`: one past issue as it was mailed (number, date, topics, body), the newer
 * and older issues, and the subscribe form for the next one.
 */
export function NewsletterIssuePage({ data, t }: { data: NewsletterIssuePageData; t: Messages }) {
  const to = useLocalePath()
  const { issue } = data
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <a
        href={to('/newsletter')}
        className="inline-flex items-center gap-1 text-sm font-medium text-green-700 hover:underline dark:text-green-400"
        data-back-to-issues=""
      >
        <span className="i-lucide-arrow-left size-4" aria-hidden="true" />
        {t['newsletter.back']}
      </a>
      <p className="mt-6 flex flex-wrap items-center gap-x-2 text-sm text-slate-500 dark:text-slate-400">
        <span className="font-semibold text-green-700 dark:text-green-400" data-issue-number="">
          {fillTemplate(t['newsletter.issueNumber'], { number: issue.issue })}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={issue.date}>{formatLongDate(issue.date, data.locale)}</time>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {issue.title}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{issue.description}</p>
      {issue.topics.length ? (
        <ul className="mt-4 flex flex-wrap gap-1.5">
          {issue.topics.map((topic) => (
            <li
              key={topic}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            >
              {topic}
            </li>
          ))}
        </ul>
      ) : null}
      <div
        className="prose mt-8"
        data-issue-body=""
        dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
      />
      {data.newer || data.older ? (
        <nav className="mt-12 grid gap-3 sm:grid-cols-2" aria-label={t['newsletter.back']}>
          {data.older ? (
            <a href={to(data.older.path)} className={LINK} rel="prev">
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {t['newsletter.older']}
              </span>
              <span className="font-medium text-slate-900 dark:text-white">{data.older.title}</span>
            </a>
          ) : null}
          {data.newer ? (
            <a
              href={to(data.newer.path)}
              className={`${LINK} sm:col-start-2 sm:text-right`}
              rel="next"
            >
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {t['newsletter.newer']}
              </span>
              <span className="font-medium text-slate-900 dark:text-white">{data.newer.title}</span>
            </a>
          ) : null}
        </nav>
      ) : null}
      <section aria-labelledby="next-issue" className="mt-12">
        <h2 id="next-issue" className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
          {t['newsletter.nextIssue']}
        </h2>
        <SignupCard t={t} />
      </section>
    </article>
  )
}
