import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { Messages } from '../../shared/i18n'
import type { HomePageData } from '../../shared/page-data'
import { ShowcaseCard } from '../listing/ShowcaseCard'
import { HomeSection } from './HomeSection'

/**
 * The first sites of the showcase with the screenshots of the showcase page (its cards, lazy,
 * 16:10 boxes reserved by their width and height): a strip to swipe on a phone, a grid above.
 */
export function HomeShowcase({
  section,
  sites,
  t,
}: {
  section: HomeFrontmatter['showcase']
  sites: HomePageData['showcase']
  t: Messages
}) {
  return (
    <HomeSection name="showcase" section={section}>
      {/* a strip to swipe on a phone (as the modules carousel), a grid from sm */}
      <ul className="-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4">
        {sites.map((site) => (
          <li key={site.url} className="w-72 shrink-0 snap-start sm:w-auto">
            <ShowcaseCard site={site} t={t} lazy />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
