import { SPONSOR_TIERS } from '../content/schemas/data'

export type SponsorTier = (typeof SPONSOR_TIERS)[number]

/** Tiers shown as cards with logo and text; the others form an avatar wall. */
export const CARD_TIERS: readonly SponsorTier[] = ['platinum', 'gold']

/**
 * Groups sponsors by tier, highest tier first, each keeping its order; empty tiers are left out
 * and rows of an unknown tier are dropped. Consumer: the sponsors loader (worker/pages/enterprise).
 */
export function groupSponsorsByTier<T extends { tier: string }>(
  sponsors: readonly T[]
): { tier: SponsorTier; sponsors: T[] }[] {
  return SPONSOR_TIERS.map((tier) => ({
    tier,
    sponsors: sponsors.filter((sponsor) => sponsor.tier === tier),
  })).filter((group) => group.sponsors.length > 0)
}
