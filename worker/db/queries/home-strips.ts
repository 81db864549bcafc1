import { inLocale } from '../locale-rows'
import type { Locale } from '../../../src/shared/i18n/locales'
import { asc } from 'drizzle-orm'
import type { HomePageData } from '../../../src/shared/page-data'
import type { Db } from '../client'
import { ShowcaseSchema } from '../../../src/shared/content/schemas/data'
import { contentManualSponsors, contentTeam } from '../schema'
import { listDataItems } from './data-items'

/*
 * The short lists of the home page from the data collections: people (team), sites (showcase)
 * and sponsors, each in source order. The full pages of these collections have their own
 * queries; these read only the columns a strip shows.
 */

/** Sponsor tiers, highest first (src/shared/content/schemas/data.ts `ManualSponsorSchema`). */
const TIER_ORDER = ['platinum', 'gold', 'silver', 'bronze']

/** The team collection's people in a language: name, role, avatar and GitHub login. */
export async function listTeamStrip(db: Db, locale: Locale = 'en'): Promise<HomePageData['team']> {
  const rows = await db
    .select({
      name: contentTeam.name,
      role: contentTeam.role,
      avatar: contentTeam.avatar,
      meta: contentTeam.meta,
    })
    .from(contentTeam)
    .where(inLocale(contentTeam, locale))
    .orderBy(asc(contentTeam.position))
  return rows.map(({ meta, ...row }) => {
    const github = meta?.github
    return typeof github === 'string' ? { ...row, github } : row
  })
}

/** How many sites the home page's showcase strip shows (two rows of four at the widest). */
export const HOME_SHOWCASE_SITES = 8

/** The showcase collection's first sites as the showcase page has them (screenshot, host). */
export async function listShowcaseStrip(
  db: Db,
  locale: Locale = 'en'
): Promise<HomePageData['showcase']> {
  const sites = await listDataItems(db, 'showcase', ShowcaseSchema, locale)
  return sites
    .slice(0, HOME_SHOWCASE_SITES)
    .map((site) => ({ ...site, host: new URL(site.url).host }))
}

/** The hand-added sponsors in a language, highest tier first. */
export async function listSponsorStrip(
  db: Db,
  locale: Locale = 'en'
): Promise<HomePageData['sponsors']> {
  const rows = await db
    .select({
      name: contentManualSponsors.name,
      url: contentManualSponsors.url,
      logo: contentManualSponsors.logo,
      tier: contentManualSponsors.tier,
    })
    .from(contentManualSponsors)
    .where(inLocale(contentManualSponsors, locale))
    .orderBy(asc(contentManualSponsors.position))
  const rank = (tier: string) => TIER_ORDER.indexOf(tier) + 1 || TIER_ORDER.length + 1
  return rows.sort((a, b) => rank(a.tier) - rank(b.tier))
}
