import { formatRelativeTime } from '../../shared/format/relative-time'
import type { Locale } from '../../shared/i18n'
import type { Job } from '../../shared/enterprise/jobs'
import { ExternalLink } from '../ui/ExternalLink'

const WORKPLACE_STYLE: Record<Job['workplace'], string> = {
  remote: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-300',
  hybrid: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-300',
  'on-site': 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
}

/** The strings a job row shows, already in the page's locale. */
export interface JobRowLabels {
  workplace: string
  type: string
  posted: string
  apply: string
  newTab: string
}

/** One open position: title, company, location, workplace, type, when it was posted, Apply. */
export function JobRow({
  job,
  labels,
  now,
  locale,
}: {
  job: Job
  labels: JobRowLabels
  now: number
  locale: Locale
}) {
  return (
    <li
      data-job=""
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800"
    >
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900 dark:text-white">{job.title}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="flex items-center gap-1">
            <span className="i-lucide-building-2 size-3.5" aria-hidden="true" />
            {job.company}
          </span>
          <span className="flex items-center gap-1">
            <span className="i-lucide-map-pin size-3.5" aria-hidden="true" />
            {job.location}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${WORKPLACE_STYLE[job.workplace]}`}
          >
            {labels.workplace}
          </span>
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
            {labels.type}
          </span>
          <time dateTime={job.postedAt} className="text-xs text-slate-500 dark:text-slate-400">
            {labels.posted.replace('{time}', formatRelativeTime(job.postedAt, now, locale))}
          </time>
        </p>
      </div>
      <ExternalLink
        href={job.link}
        className="inline-flex shrink-0 items-center gap-1 self-start rounded-md bg-green-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-800 sm:self-center"
      >
        {labels.apply}
        <span className="sr-only">
          {' '}
          {job.title}, {job.company} {labels.newTab}
        </span>
        <span className="i-lucide-arrow-up-right size-4" aria-hidden="true" />
      </ExternalLink>
    </li>
  )
}
