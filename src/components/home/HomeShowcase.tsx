import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { HomePageData } from '../../shared/page-data'
import { HomeSection } from './HomeSection'

/** A strip of sites built with the framework (showcase collection): name, host and category. */
export function HomeShowcase({
  section,
  sites,
}: {
  section: HomeFrontmatter['showcase']
  sites: HomePageData['showcase']
}) {
  return (
    <HomeSection name="showcase" section={section}>
      <ul className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {sites.map((site) => (
          <li key={site.url}>
            <a
              href={site.url}
              target="_blank"
              rel="noopener noreferrer"
              data-external=""
              className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-gradient-to-br from-green-50 to-white p-4 hover:border-green-500 dark:border-slate-800 dark:from-green-950/40 dark:to-slate-950"
            >
              <span className="font-semibold text-slate-900 dark:text-white">{site.name}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {new URL(site.url).host}
              </span>
              <span className="mt-2 text-xs font-medium text-green-700 dark:text-green-400">
                {site.category}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
