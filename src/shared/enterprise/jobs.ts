import {
  applyUrlFilters,
  toFilterValue,
  type FilterOptions,
  type FilterState,
} from '../filters/url-filters'

/** Where the work happens; each has an interface label (`jobs.workplace.<value>`). */
export const JOB_WORKPLACES = ['remote', 'hybrid', 'on-site'] as const
/** Contract types; each has an interface label (`jobs.type.<value>`). */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const

export type JobWorkplace = (typeof JOB_WORKPLACES)[number]
export type JobType = (typeof JOB_TYPES)[number]

/** One open position on `/enterprise/jobs`. */
export interface Job {
  title: string
  company: string
  location: string
  workplace: JobWorkplace
  type: JobType
  /** ISO date the position was posted. */
  postedAt: string
  /** The employer's page for the position (http(s), opened in a new tab). */
  link: string
}

export type JobFilters = FilterState<'location' | 'type'>

/** The filter keys of the job board: every location the jobs name, and the contract types. */
export function jobFilterOptions(jobs: readonly Job[]): FilterOptions<'location' | 'type'> {
  return {
    location: [...new Set(jobs.map((job) => toFilterValue(job.location)))],
    type: [...JOB_TYPES],
  }
}

/** The jobs both filters accept, newest first (server render and island: the same function). */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  return applyUrlFilters(jobs, filters, (job, key) =>
    key === 'location' ? [job.location] : [job.type]
  ).sort((a, b) => Date.parse(b.postedAt) - Date.parse(a.postedAt))
}
