import * as v from 'valibot'
import { JOB_TYPES, JOB_WORKPLACES } from '../../enterprise/jobs'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema } from './url'

const Text = v.pipe(v.string(), v.minLength(1))

/** One open position of the job board (`jobs:` of `content/landing/enterprise/jobs.md`). */
export const JobSchema = v.strictObject({
  /** Position title. */
  title: Text,
  /** Hiring company. */
  company: Text,
  /** City and country as shown and filtered: `Berlin, Germany`. */
  location: Text,
  /** Where the work happens: remote, hybrid or on-site. */
  workplace: v.picklist(JOB_WORKPLACES, `"workplace" must be one of: ${JOB_WORKPLACES.join(', ')}`),
  /** Contract type. */
  type: v.picklist(JOB_TYPES, `"type" must be one of: ${JOB_TYPES.join(', ')}`),
  /** Posting date, `YYYY-MM-DD` (shown as relative time). */
  postedAt: v.pipe(v.string(), v.isoDate('"postedAt" must be a date written YYYY-MM-DD')),
  /** The employer's page for the position: an http(s) URL (opens in a new tab). */
  link: HttpUrlSchema,
})

/**
 * Landing page frontmatter (marketing and enterprise pages): the base page, plus the job board's
 * `jobs` list on `/enterprise/jobs`.
 */
export const LandingFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  /** Open positions (only the jobs page has them). */
  jobs: v.optional(v.array(JobSchema)),
})
