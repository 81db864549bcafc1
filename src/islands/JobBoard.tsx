import { JobRow } from '../components/enterprise/JobRow'
import { FilteredList } from '../components/filters/FilteredList'
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
  const options = jobFilterOptions(jobs)
  const { filters, pick, reset } = useUrlFilters(initial, options)
  const shown = filterJobs(jobs, filters)
  const locations = [...new Set(jobs.map((job) => job.location))].sort()
  return (
    <FilteredList
      marker="job-board"
      path={PATH}
      groups={[
        {
          name: 'location',
          label: labels['jobs.location'],
          choices: locations.map((label) => ({ value: toFilterValue(label), label })),
        },
        {
          name: 'type',
          label: labels['jobs.type'],
          choices: JOB_TYPES.map((type) => ({ value: type, label: labels[`jobs.type.${type}`] })),
        },
      ]}
      filters={filters}
      options={options}
      onPick={pick}
      onReset={reset}
      count={shown.length}
      labels={{
        all: labels['filters.all'],
        reset: labels['filters.reset'],
        filters: labels['filters.label'],
        results: labels['jobs.results'],
        resultsOne: labels['jobs.resultsOne'],
        empty: labels['jobs.empty'],
      }}
    >
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
    </FilteredList>
  )
}
