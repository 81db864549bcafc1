import { JobRow } from '../components/enterprise/JobRow'
import { FilterGroup } from '../components/filters/FilterGroup'
import { useUrlFilters } from '../components/filters/use-url-filters'
import {
  filterJobs,
  jobFilterOptions,
  JOB_TYPES,
  type Job,
  type JobFilters,
} from '../shared/enterprise/jobs'
import { toFilterValue } from '../shared/filters/url-filters'
import type { Locale } from '../shared/i18n'
import type { LabelsOf } from '../shared/i18n/pick'
import { useHydrated } from '../components/use-hydrated'

/** The board's strings (picked on the server: src/shared/i18n/pick.ts). */
export const JOB_BOARD_LABEL_KEYS = [
  'filters.all',
  'filters.reset',
  'filters.label',
  'jobs.location',
  'jobs.type',
  'jobs.workplace.remote',
  'jobs.workplace.hybrid',
  'jobs.workplace.on-site',
  'jobs.type.full-time',
  'jobs.type.part-time',
  'jobs.type.contract',
  'jobs.type.internship',
  'jobs.posted',
  'jobs.apply',
  'jobs.newTab',
  'jobs.results',
  'jobs.resultsOne',
  'jobs.empty',
] as const

export interface JobBoardProps {
  jobs: Job[]
  /** The filters the server read from the URL. */
  filters: JobFilters
  labels: LabelsOf<typeof JOB_BOARD_LABEL_KEYS>
  locale: Locale
  /** Server render time, so relative dates hydrate identically. */
  now: number
}

const PATH = '/enterprise/jobs'

/**
 * The job board: filters by location and type (links to the filtered URL, so it works without
 * JavaScript) and the positions, newest first. Hydrated, a pick filters at once with the same
 * function as the server (`filterJobs`) and pushes the URL.
 */
export default function JobBoard({ jobs, filters: initial, labels, locale, now }: JobBoardProps) {
  const hydrated = useHydrated()
  const options = jobFilterOptions(jobs)
  const { filters, pick, reset } = useUrlFilters(initial, options)
  const shown = filterJobs(jobs, filters)
  const locations = [...new Set(jobs.map((job) => job.location))].sort()
  const group = { filters, options, path: PATH, onPick: pick, allLabel: labels['filters.all'] }
  return (
    <div data-job-board="" data-ready={hydrated ? '' : undefined}>
      <div className="flex flex-col gap-3" aria-label={labels['filters.label']} role="search">
        <FilterGroup
          {...group}
          name="location"
          label={labels['jobs.location']}
          choices={locations.map((label) => ({ value: toFilterValue(label), label }))}
        />
        <FilterGroup
          {...group}
          name="type"
          label={labels['jobs.type']}
          choices={JOB_TYPES.map((type) => ({ value: type, label: labels[`jobs.type.${type}`] }))}
        />
      </div>
      <p
        className="mt-6 text-sm text-slate-500 dark:text-slate-400"
        aria-live="polite"
        data-count=""
      >
        {shown.length === 1
          ? labels['jobs.resultsOne']
          : labels['jobs.results'].replace('{count}', String(shown.length))}
      </p>
      {shown.length ? (
        <ul className="mt-4 flex flex-col gap-3" data-jobs="">
          {shown.map((job) => (
            <JobRow
              key={job.link}
              job={job}
              now={now}
              locale={locale}
              labels={{
                workplace: labels[`jobs.workplace.${job.workplace}`],
                type: labels[`jobs.type.${job.type}`],
                posted: labels['jobs.posted'],
                apply: labels['jobs.apply'],
                newTab: labels['jobs.newTab'],
              }}
            />
          ))}
        </ul>
      ) : (
        <div
          className="mt-4 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
          data-empty=""
        >
          <p className="text-slate-600 dark:text-slate-400">{labels['jobs.empty']}</p>
          <a
            href={PATH}
            onClick={reset}
            className="mt-3 inline-block font-medium text-green-700 underline dark:text-green-400"
          >
            {labels['filters.reset']}
          </a>
        </div>
      )}
    </div>
  )
}
