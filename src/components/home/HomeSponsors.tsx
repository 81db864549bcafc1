import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { CARD_TIERS, groupSponsorsByTier } from '../../shared/enterprise/sponsors'
import type { Messages } from '../../shared/i18n'
import type { HomePageData } from '../../shared/page-data'
import { SponsorAvatar, SponsorCard } from '../enterprise/SponsorTiles'
import { HomeSection } from './HomeSection'

/**
 * The sponsors (manualSponsors collection) as the sponsors page shows them: the top tiers as
 * cards with their logo and name, the others as a wall of logos sized by tier. Every logo has its
 * size reserved, so nothing moves when the lazy images arrive.
 */
export function HomeSponsors({
  section,
  sponsors,
  t,
}: {
  section: HomeFrontmatter['sponsors']
  sponsors: HomePageData['sponsors']
  t: Messages
}) {
  const tiers = groupSponsorsByTier(sponsors)
  const cards = tiers.filter((group) => CARD_TIERS.includes(group.tier))
  const wall = tiers.filter((group) => !CARD_TIERS.includes(group.tier))
  return (
    <HomeSection name="sponsors" section={section} center>
      {cards.length ? (
        <ul className="mx-auto mt-10 grid max-w-5xl gap-4 text-left sm:grid-cols-2 lg:grid-cols-3">
          {cards.flatMap((group) =>
            group.sponsors.map((sponsor) => (
              <SponsorCard key={sponsor.url} sponsor={sponsor} large={false} />
            ))
          )}
        </ul>
      ) : null}
      {wall.length ? (
        <ul
          className="mx-auto mt-8 flex max-w-4xl flex-wrap items-center justify-center gap-3"
          aria-label={wall.map((group) => t[`sponsors.tier.${group.tier}`]).join(', ')}
        >
          {wall.flatMap((group) =>
            group.sponsors.map((sponsor) => (
              <SponsorAvatar key={sponsor.url} sponsor={sponsor} tier={group.tier} />
            ))
          )}
        </ul>
      ) : null}
    </HomeSection>
  )
}
