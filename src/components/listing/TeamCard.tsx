import type { TeamMember } from '../../shared/collection-pages'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { ExternalLink } from '../ui/ExternalLink'
import { Avatar } from '../ui/Avatar'

const SOCIAL =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white'

/** Profile links of a member: GitHub, X, Bluesky and a sponsorship page, when they have them. */
function socialsOf(member: TeamMember) {
  return [
    member.github && {
      label: 'GitHub',
      icon: 'i-simple-icons-github',
      to: `https://github.com/${member.github}`,
    },
    member.x && { label: 'X', icon: 'i-simple-icons-x', to: `https://x.com/${member.x}` },
    member.bluesky && {
      label: 'Bluesky',
      icon: 'i-simple-icons-bluesky',
      to: `https://bsky.app/profile/${member.bluesky}`,
    },
  ].filter((link): link is { label: string; icon: string; to: string } => Boolean(link))
}

/** One person: avatar (initials if it fails), name, role, location and profile links. */
export function TeamCard({ member, t, lazy }: { member: TeamMember; t: Messages; lazy: boolean }) {
  const socials = socialsOf(member)
  return (
    <article
      className="flex h-full flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center dark:border-slate-800 dark:bg-slate-900/60"
      data-team-member={member.name}
    >
      <Avatar name={member.name} src={member.avatar} size={96} lazy={lazy} />
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white" translate="no">
          {member.name}
        </h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{member.role}</p>
        {member.location ? (
          // the pin is inline, so a location on two lines (narrow cards) wraps under it, centred
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            <span
              className="i-lucide-map-pin mr-1 inline-block size-3.5 align-middle"
              aria-hidden="true"
            />
            {member.location}
          </p>
        ) : null}
      </div>
      {socials.length || member.sponsor ? (
        <ul
          className="mt-auto flex gap-1"
          aria-label={fillTemplate(t['team.profiles'], { name: member.name })}
        >
          {socials.map((link) => (
            <li key={link.label}>
              <ExternalLink
                href={link.to}
                className={SOCIAL}
                aria-label={`${link.label}: ${member.name}`}
              >
                <span className={`${link.icon} size-4`} aria-hidden="true" />
              </ExternalLink>
            </li>
          ))}
          {member.sponsor ? (
            <li>
              <ExternalLink
                href={member.sponsor}
                className={SOCIAL}
                aria-label={fillTemplate(t['team.sponsor'], { name: member.name })}
              >
                <span
                  className="i-lucide-heart size-4 text-pink-600 dark:text-pink-400"
                  aria-hidden="true"
                />
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  )
}
