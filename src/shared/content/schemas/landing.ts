import * as v from 'valibot'
import { JOB_TYPES, JOB_WORKPLACES } from '../../enterprise/jobs'
import { NewsletterPerkSchema } from './newsletter'
import { PageFrontmatterSchema } from './page'
import { HttpUrlSchema, SitePathSchema } from './url'

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

/** One card of the enterprise hub (`sections:` of `content/landing/enterprise/index.md`). */
export const HubSectionSchema = v.strictObject({
  /** Card heading, e.g. 'Support'. */
  title: Text,
  /** One or two sentences under it. */
  description: Text,
  /** The section's page: `/enterprise/support`, `/enterprise/agencies`, ... */
  to: SitePathSchema,
  /** Icon class beside the heading, e.g. `i-lucide-life-buoy`. */
  icon: v.optional(v.string()),
})

/**
 * Landing page frontmatter (marketing and enterprise pages): the base page, plus the lists some
 * of them show: the job board's `jobs` (`/enterprise/jobs`), the enterprise hub's `sections`
 * (`/enterprise`), the newsletter's `perks` and `cadence` (`/newsletter`).
 */
export const LandingFrontmatterSchema = v.looseObject({
  ...PageFrontmatterSchema.entries,
  /** Open positions (only the jobs page has them). */
  jobs: v.optional(v.array(JobSchema)),
  /** The enterprise hub's cards, in the order shown (only `/enterprise` has them). */
  sections: v.optional(v.array(HubSectionSchema)),
  /** What a newsletter subscriber gets (only `/newsletter` has them). */
  perks: v.optional(v.array(NewsletterPerkSchema)),
  /** How often the newsletter goes out, one sentence beside the form (only `/newsletter`). */
  cadence: v.optional(Text),
})
