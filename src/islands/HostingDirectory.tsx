import { useEffect, useMemo, useRef, useState } from 'react'
import { ProviderCard } from '../components/deploy/ProviderCard'
import {
  deploySearch,
  filterDeployProviders,
  MAX_DEPLOY_QUERY_LENGTH,
  type DeployQuery,
} from '../shared/deploy/filter'
import type { LabelsOf } from '../shared/i18n/pick'
import type { DeployProvider } from '../shared/page-data'
import { useLocalePath } from '../components/locale-context'

/** Message keys the hosting list reads. */
export const HOSTING_DIRECTORY_LABEL_KEYS = [
  'deploy.search',
  'deploy.searchPlaceholder',
  'deploy.submit',
  'deploy.allCategories',
  'deploy.featured',
  'deploy.empty',
  'deploy.count',
  'deploy.category',
] as const

export interface HostingDirectoryProps {
  /** Every provider, featured first. */
  providers: DeployProvider[]
  categories: { name: string; count: number }[]
  /** The filter of the URL the page was served for. */
  query: DeployQuery
  labels: LabelsOf<typeof HOSTING_DIRECTORY_LABEL_KEYS>
}

/** A category link: the list at that category, keeping the search. */
const categoryHref = (q: string, category?: string) =>
  `/deploy${deploySearch({ q, ...(category ? { category } : {}) })}`

/**
 * The hosting providers with the title search of the spec. Without JS it is a GET form and
 * links (the server filters); live, it filters as you type with the same shared rule and keeps
 * `?q=` in the URL (replaced, no new history entry).
 */
export default function HostingDirectory({
  providers,
  categories,
  query,
  labels,
}: HostingDirectoryProps) {
  const to = useLocalePath()
  const [q, setQ] = useState(query.q)
  const touched = useRef(false)
  useEffect(() => setQ(query.q), [query.q])
  const shown = useMemo(
    () => filterDeployProviders(providers, { q, category: query.category }),
    [providers, q, query.category]
  )
  useEffect(() => {
    if (!touched.current) return
    const search = deploySearch({ q, ...(query.category ? { category: query.category } : {}) })
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
  }, [q, query.category])
  const pill = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? 'border-green-600 bg-green-50 font-medium text-green-800 dark:border-green-500 dark:bg-green-950 dark:text-green-200' : 'border-slate-200 text-slate-600 hover:border-slate-400 dark:border-slate-700 dark:text-slate-300'}`
  return (
    <div data-hosting-directory="">
      <form
        method="get"
        action={to('/deploy')}
        role="search"
        className="flex gap-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor="deploy-q" className="sr-only">
          {labels['deploy.search']}
        </label>
        <div className="relative flex-1">
          <span
            className="i-lucide-search pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            id="deploy-q"
            type="search"
            name="q"
            value={q}
            maxLength={MAX_DEPLOY_QUERY_LENGTH}
            placeholder={labels['deploy.searchPlaceholder']}
            autoComplete="off"
            data-deploy-search=""
            className="w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm text-slate-900 focus:border-green-600 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-white"
            onChange={(event) => {
              touched.current = true
              setQ(event.target.value)
            }}
          />
        </div>
        {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
        <button
          type="submit"
          className="rounded-md bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200"
        >
          {labels['deploy.submit']}
        </button>
      </form>
      <nav aria-label={labels['deploy.category']} className="mt-4 flex flex-wrap gap-2">
        <a
          href={to(categoryHref(q))}
          className={pill(!query.category)}
          aria-current={query.category ? undefined : 'page'}
        >
          {labels['deploy.allCategories']} ({providers.length})
        </a>
        {categories.map((category) => (
          <a
            key={category.name}
            href={to(categoryHref(q, category.name))}
            className={pill(query.category === category.name)}
            aria-current={query.category === category.name ? 'page' : undefined}
            data-deploy-category={category.name}
          >
            {category.name} ({category.count})
          </a>
        ))}
      </nav>
      <p
        className="mt-6 text-sm text-slate-500 dark:text-slate-400"
        aria-live="polite"
        data-deploy-count=""
      >
        {shown.length
          ? labels['deploy.count'].replace('{count}', String(shown.length))
          : labels['deploy.empty'].replace('{q}', q.trim())}
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-entries="">
        {shown.map((provider) => (
          <ProviderCard
            key={provider.path}
            provider={provider}
            featuredLabel={labels['deploy.featured']}
          />
        ))}
      </ul>
    </div>
  )
}
