import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { DeployProvider } from '../../shared/page-data'
import { ProviderLogo } from '../deploy/ProviderLogo'
import { HomeSection } from './HomeSection'
import { useLocalePath } from '../locale-context'

/** The deploy section: featured providers first, each a logo tile linking to its guide. */
export function HomeDeploy({
  section,
  providers,
}: {
  section: HomeFrontmatter['deploy']
  providers: DeployProvider[]
}) {
  const to = useLocalePath()
  return (
    <HomeSection
      name="deploy"
      section={section}
      className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2"
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {providers.map((provider) => (
          <li key={provider.path}>
            <a
              href={to(provider.path)}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 bg-white p-4 text-center text-sm font-medium text-slate-800 hover:border-green-500 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200"
            >
              <ProviderLogo logoIcon={provider.logoIcon} logoSrc={provider.logoSrc} size="size-8" />
              {/* a platform's name (Cloudflare, Deno Deploy): a page translation leaves it */}
              <span translate="no">{provider.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
