import { ListingHero } from '../components/listing/ListingHero'
import { TeamCard } from '../components/listing/TeamCard'
import type { TeamMember } from '../shared/collection-pages'
import type { Messages } from '../shared/i18n'
import type { TeamPageData } from '../shared/page-data'

/** Cards whose avatars load eagerly (the first row of the core team at the widest layout). */
const EAGER_AVATARS = 4

function TeamGroup({
  id,
  title,
  description,
  members,
  t,
  eager,
}: {
  id: string
  title: string
  description: string
  members: TeamMember[]
  t: Messages
  eager: number
}) {
  return (
    <section aria-labelledby={id} data-team-group={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{description}</p>
      <ul className="mt-6 grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {members.map((member, index) => (
          <li key={member.name}>
            <TeamCard member={member} t={t} lazy={index >= eager} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /team: hero, the core team, then the ecosystem maintainers. */
export function TeamPage({ data, t }: { data: TeamPageData; t: Messages }) {
  return (
    <div data-listing="team">
      <ListingHero title={data.title} intro={data} t={t} />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6">
        <TeamGroup
          id="core"
          title={t['team.core']}
          description={t['team.coreDescription']}
          members={data.core}
          t={t}
          eager={EAGER_AVATARS}
        />
        {data.ecosystem.length ? (
          <TeamGroup
            id="ecosystem"
            title={t['team.ecosystem']}
            description={t['team.ecosystemDescription']}
            members={data.ecosystem}
            t={t}
            eager={0}
          />
        ) : null}
      </div>
    </div>
  )
}
