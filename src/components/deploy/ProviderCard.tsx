import type { DeployProvider } from '../../shared/page-data'
import { ProviderLogo } from './ProviderLogo'
import { useLocalePath } from '../locale-context'

/** One hosting provider card: logo, name, category, description, 'Featured' badge; links to its guide. */
export function ProviderCard({
  provider,
  featuredLabel,
}: {
  provider: DeployProvider
  featuredLabel: string
}) {
  return (
    <li data-provider={provider.path}>
      <a
        href={useLocalePath()(provider.path)}
        className="flex h-full gap-4 rounded-lg border border-slate-200 bg-white p-5 hover:border-green-500 dark:border-slate-800 dark:bg-slate-950 dark:hover:border-green-500"
      >
        <ProviderLogo logoIcon={provider.logoIcon} logoSrc={provider.logoSrc} size="size-8" />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{provider.title}</span>
            {provider.featured ? (
              <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 dark:bg-green-950 dark:text-green-300">
                {featuredLabel}
              </span>
            ) : null}
          </span>
          <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
            {provider.category}
          </span>
          <span className="mt-2 block text-sm text-slate-600 dark:text-slate-400">
            {provider.description}
          </span>
        </span>
      </a>
    </li>
  )
}
