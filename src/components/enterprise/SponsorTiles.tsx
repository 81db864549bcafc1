import type { SponsorEntry } from '../../shared/enterprise/page-data'
import { ExternalLink } from '../ui/ExternalLink'
import { Logo } from './AgencyCard'

/** Avatar sizes of the tiers below the cards (the higher the tier, the larger). */
export const AVATAR_SIZES: Record<string, { className: string; px: number }> = {
  silver: { className: 'size-14', px: 56 },
  bronze: { className: 'size-12', px: 48 },
  backer: { className: 'size-10', px: 40 },
}

/** A top-tier sponsor: logo, name and their text (when they wrote one). */
export function SponsorCard({ sponsor, large }: { sponsor: SponsorEntry; large: boolean }) {
  return (
    <li>
      <ExternalLink
        href={sponsor.url}
        className="flex h-full items-center gap-4 rounded-lg border border-slate-200 p-5 hover:border-green-500 dark:border-slate-800 dark:hover:border-green-500"
      >
        <Logo src={sponsor.logo} name={sponsor.name} size={large ? 'size-16' : 'size-12'} />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 dark:text-white" translate="no">
            {sponsor.name}
          </span>
          {sponsor.description ? (
            <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
              {sponsor.description}
            </span>
          ) : null}
        </span>
      </ExternalLink>
    </li>
  )
}

/**
 * A lower-tier sponsor on the avatar wall: the logo at its tier's size (width and height given,
 * so its box is kept while it loads), with the name as its label and tooltip.
 */
export function SponsorAvatar({ sponsor, tier }: { sponsor: SponsorEntry; tier: string }) {
  const size = AVATAR_SIZES[tier] ?? AVATAR_SIZES.backer!
  return (
    <li>
      <ExternalLink
        href={sponsor.url}
        title={sponsor.name}
        aria-label={sponsor.name}
        className="block rounded-full hover:opacity-80"
      >
        <img
          src={sponsor.logo}
          alt=""
          width={size.px}
          height={size.px}
          loading="lazy"
          className={`${size.className} rounded-full`}
        />
      </ExternalLink>
    </li>
  )
}
