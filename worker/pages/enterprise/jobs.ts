import * as v from 'valibot'
import { JobSchema } from '../../../src/shared/content/schemas/landing'
import { jobFilterOptions } from '../../../src/shared/enterprise/jobs'
import { readUrlFilters } from '../../../src/shared/filters/url-filters'
import { malformedRow } from '../../db/row-check'
import { definePage } from '../define-page'
import { baseOf, canonicalRedirect, loadIntro } from './intro'

const PATH = '/enterprise/jobs'
/** The jobs page's positions (its frontmatter `jobs`); the enterprise hub counts them too. */
export const JobsMetaSchema = v.object({ jobs: v.optional(v.array(JobSchema), []) })

/**
 * Route 'jobs': every open position with the filters of the URL (`?location=&type=`, unknown
 * values ignored) and the server time, so relative dates hydrate identically.
 */
export const jobsPage = definePage('jobs', async ({ path, url, db, locale }) => {
  const moved = canonicalRedirect(path, PATH, url)
  if (moved) return moved
  const intro = await loadIntro(db, 'landing', PATH, locale)
  const meta = v.safeParse(JobsMetaSchema, intro.meta)
  if (!meta.success) throw malformedRow(`landing${PATH}`, meta.issues[0].message)
  const { jobs } = meta.output
  const filters = readUrlFilters(url.searchParams, jobFilterOptions(jobs))
  return { route: 'jobs', ...baseOf(intro, PATH, locale), jobs, filters, now: Date.now() }
})
