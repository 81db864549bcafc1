import * as v from 'valibot'
import { LandingFrontmatterSchema } from '../../src/shared/content/schemas/landing'
import { listNewsletterIssues } from '../db/queries/newsletter-issues'
import { validOr } from '../db/row-check'
import { definePage } from './define-page'
import { listingRedirect, loadLandingPage } from './landing-intro'

/** How many past issues the page lists. */
const LATEST_ISSUES = 3

/** The newsletter landing page's own fields, validated by the landing schema's entries. */
const PitchSchema = v.looseObject({
  perks: LandingFrontmatterSchema.entries.perks,
  cadence: LandingFrontmatterSchema.entries.cadence,
})

/**
 * Route 'newsletter': the pitch (landing page: hero, what a subscriber gets, how often), the
 * subscribe form and the latest issues of the newsletter collection, each its own page.
 */
export const newsletterPage = definePage('newsletter', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url)
  if (moved) return moved
  const [{ intro, meta }, issues] = await Promise.all([
    loadLandingPage(db, path, locale),
    listNewsletterIssues(db, locale),
  ])
  const pitch = validOr(PitchSchema, meta, {}, `landing${path}`) as v.InferOutput<
    typeof PitchSchema
  >
  return {
    route: 'newsletter',
    ...intro,
    perks: pitch.perks ?? [],
    cadence: pitch.cadence ?? '',
    issues: issues.slice(0, LATEST_ISSUES),
  }
})
