import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { Messages } from '../../shared/i18n'
import type { HomePageData } from '../../shared/page-data'
import { ShowcaseCard } from '../listing/ShowcaseCard'
import { HomeSection } from './HomeSection'

/**
 * The first sites of the showcase with the screenshots of the showcase page (its cards, lazy,
 * 16:10 boxes reserved by their width and height).
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
      <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {sites.map((site) => (
          <li key={site.url}>
            <ShowcaseCard site={site} t={t} lazy />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
