import { groupSponsorsByTier } from '../../../src/shared/enterprise/sponsors'
import { listManualSponsors } from '../../db/queries/enterprise'
import { definePage } from '../define-page'
import { baseOf, canonicalRedirect, loadIntro } from './intro'

const PATH = '/enterprise/sponsors'
/** Where 'Become a sponsor' leads when the page names no link. */
const FALLBACK_BECOME_URL = '/enterprise/support'

/** The first hero link of the page (`hero.links[0].to`), the 'Become a sponsor' target. */
function readBecomeUrl(meta: Record<string, unknown>): string {
  const links = (meta.hero as { links?: { to?: unknown }[] } | undefined)?.links
  const to = Array.isArray(links) ? links[0]?.to : undefined
  return typeof to === 'string' ? to : FALLBACK_BECOME_URL
}

/** Route 'sponsors': the hand-added sponsors grouped by tier, highest first. */
export const sponsorsPage = definePage('sponsors', async ({ path, url, db, locale }) => {
  const moved = canonicalRedirect(path, PATH, url)
  if (moved) return moved
  const [intro, sponsors] = await Promise.all([
    loadIntro(db, 'landing', PATH, locale),
    listManualSponsors(db, locale),
  ])
  return {
    route: 'sponsors',
    ...baseOf(intro, PATH, locale),
    tiers: groupSponsorsByTier(sponsors).map(({ tier, sponsors }) => ({
      tier,
      sponsors: sponsors.map(({ tier: _tier, ...sponsor }) => sponsor),
    })),
    becomeUrl: readBecomeUrl(intro.meta),
  }
})
