import * as v from 'valibot'
import { HubSectionSchema } from '../../../src/shared/content/schemas/landing'
import { PageLinkSchema } from '../../../src/shared/content/schemas/page'
import type { HubCard } from '../../../src/shared/enterprise/page-data'
import { groupSponsorsByTier } from '../../../src/shared/enterprise/sponsors'
import { filterJobs } from '../../../src/shared/enterprise/jobs'
import { listAgencies, listManualSponsors } from '../../db/queries/enterprise'
import { definePage } from '../define-page'
import { loadLandingPage } from '../landing-intro'
import { canonicalRedirect, loadIntro } from './intro'
import { JobsMetaSchema } from './jobs'
import { SupportMetaSchema } from './support'

const PATH = '/enterprise'
/** Logos and lines a card's picture shows at most. */
const PICTURE_LOGOS = 6
const PICTURE_LINES = 3

const HubMetaSchema = v.looseObject({
  hero: v.optional(v.looseObject({ links: v.optional(v.array(PageLinkSchema), []) })),
  sections: v.optional(v.array(HubSectionSchema), []),
})

/** The parsed value, or `fallback` when it does not pass: one section's bad data empties its card only. */
function outputOr<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  fallback: v.InferOutput<S>
): v.InferOutput<S> {
  const parsed = v.safeParse(schema, value)
  return parsed.success ? parsed.output : fallback
}

/**
 * Route 'enterprise': the section's hub. Its landing page (content/landing/enterprise/index.md)
 * names the cards (`sections`); each card gets its section's figure and a picture made of that
 * section's own content: the support plans, the agencies' and the sponsors' logos, the newest
 * positions of the job board.
 */
export const enterprisePage = definePage('enterprise', async ({ path, url, db, locale }) => {
  const moved = canonicalRedirect(path, PATH, url)
  if (moved) return moved
  const [{ intro, meta: hubMeta }, support, jobsPage, agencies, sponsors] = await Promise.all([
    loadLandingPage(db, PATH, locale),
    loadIntro(db, 'support', '/enterprise/support', locale),
    loadIntro(db, 'landing', '/enterprise/jobs', locale),
    listAgencies(db, locale),
    listManualSponsors(db, locale),
  ])
  const meta = outputOr(HubMetaSchema, hubMeta, { sections: [] })
  const { plans } = outputOr(SupportMetaSchema, support.meta, { plans: [], features: [], faq: [] })
  const { jobs } = outputOr(JobsMetaSchema, jobsPage.meta, { jobs: [] })
  const ranked = groupSponsorsByTier(sponsors).flatMap((group) => group.sponsors)
  const pictures: Record<string, Pick<HubCard, 'count' | 'kind' | 'logos' | 'lines'>> = {
    '/enterprise/support': {
      kind: 'support',
      count: plans.length,
      logos: [],
      lines: plans.map((plan) => ({
        label: plan.name,
        detail: plan.price,
        strong: !!plan.featured,
      })),
    },
    '/enterprise/agencies': {
      kind: 'agencies',
      count: agencies.length,
      logos: agencies.flatMap((agency) =>
        agency.logo ? [{ src: agency.logo, name: agency.title }] : []
      ),
      lines: [],
    },
    '/enterprise/sponsors': {
      kind: 'sponsors',
      count: sponsors.length,
      logos: ranked.map((sponsor) => ({ src: sponsor.logo, name: sponsor.name })),
      lines: [],
    },
    '/enterprise/jobs': {
      kind: 'jobs',
      count: jobs.length,
      logos: [],
      lines: filterJobs(jobs, {}).map((job) => ({
        label: job.title,
        detail: job.company,
        strong: false,
      })),
    },
  }
  const cards = meta.sections.map((section): HubCard => {
    const picture = pictures[section.to] ?? { kind: 'other', count: 0, logos: [], lines: [] }
    return {
      ...section,
      ...picture,
      logos: picture.logos.slice(0, PICTURE_LOGOS),
      lines: picture.lines.slice(0, PICTURE_LINES),
    }
  })
  return { route: 'enterprise', ...intro, links: meta.hero?.links ?? [], cards }
})
