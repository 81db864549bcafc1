import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { HomePageData } from '../../shared/page-data'
import { Avatar } from '../ui/Avatar'
import { HomeSection } from './HomeSection'

/** The people behind the framework (team collection): avatar, name and role. */
export function HomeContributors({
  section,
  team,
}: {
  section: HomeFrontmatter['contributors']
  team: HomePageData['team']
}) {
  return (
    <HomeSection name="contributors" section={section} center>
      <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {team.map((person) => (
          <li
            key={person.name}
            className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <Avatar name={person.name} src={person.avatar} size={40} lazy />
            <span className="min-w-0">
              <span
                className="block truncate font-medium text-slate-900 dark:text-white"
                translate="no"
              >
                {person.name}
              </span>
              <span className="block truncate text-xs text-slate-500 dark:text-slate-400">
                {person.role}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
