import { useMemo, useRef, type MouseEvent } from 'react'
import type { DirectoryLabels } from '../components/modules/labels'
import { ModuleFilters, type CategoryCount } from '../components/modules/ModuleFilters'
import { ModuleGrid } from '../components/modules/ModuleGrid'
import { ModulesEmpty } from '../components/modules/ModulesEmpty'
import { ModulesMore } from '../components/modules/ModulesMore'
import { useAllModules } from '../components/modules/use-all-modules'
import { useModuleFilters } from '../components/modules/use-module-filters'
import { useQueryInUrl } from '../components/modules/use-query-in-url'
import { useVisibleCount } from '../components/modules/use-visible-count'
import type { Locale } from '../shared/i18n'
import { filterModules, type ModuleQuery } from '../shared/modules/filter'
import type { ModuleSummary } from '../shared/modules/types'

export interface ModulesDirectoryProps {
  locale: Locale
  labels: DirectoryLabels
  categories: CategoryCount[]
  /** The canonical query the server rendered. */
  query: ModuleQuery
  page: number
  /** The cards the server rendered (the first of the filtered list). */
  modules: ModuleSummary[]
  /** Size of the server's filtered list. */
  total: number
  /** Server render time, so relative dates hydrate identically. */
  now: number
}

/**
 * The modules directory: search box, category, sort and order, the cards and "show more".
 * Server-rendered as a plain GET form with links (works without JS); once hydrated it loads
 * every module from `/api/modules` (once per page life), filters in the browser with the shared
 * rules as the visitor types, keeps the URL in sync with `history.replaceState` (no new history
 * entry) and loads 9 more cards when the end of the list comes into view. '/' focuses the search
 * box (its `aria-keyshortcuts`, read by the boot script: src/client/slash-focus.ts).
 */
export default function ModulesDirectory(props: ModulesDirectoryProps) {
  const { labels, locale } = props
  const filters = useModuleFilters(props.query)
  const { query } = filters
  const { all, hydrated, failed, now } = useAllModules(props.now)
  const results = useMemo(() => (all ? filterModules(all, query) : null), [all, query])
  const { visible, sentinel, more, reset } = useVisibleCount(props.page, results, hydrated)
  const input = useRef<HTMLInputElement>(null)
  const touched = useRef(false)
  useQueryInUrl(query, touched)

  const shown = results ? results.slice(0, visible) : props.modules
  const total = results ? results.length : props.total
  const waiting = !results && !failed && touched.current

  /** Applies a change made by the visitor: back to the first 18 cards. */
  const change = (apply: () => void, form?: HTMLFormElement | null) => {
    // without the module list (API unreachable) a pick submits the form and the server filters
    if (failed && form) return form.submit()
    touched.current = true
    reset()
    apply()
  }
  const clear = (event: MouseEvent) => {
    event.preventDefault()
    change(() => {
      filters.setText('')
      filters.setCategory(undefined)
    })
    input.current?.focus()
  }
  const showMore = (event: MouseEvent) => {
    if (!all) return
    event.preventDefault()
    more()
  }
  const count =
    total === 1
      ? labels['modules.resultsOne']
      : labels['modules.results'].replace('{count}', String(total))

  return (
    <div data-modules-directory="" data-ready={all ? '' : undefined}>
      <ModuleFilters
        labels={labels}
        categories={props.categories}
        filters={filters}
        input={input}
        live={all !== null}
        onChange={change}
      />
      <p
        className="mt-6 text-sm text-slate-500 dark:text-slate-400"
        aria-live="polite"
        data-modules-count={total}
      >
        {waiting ? labels['modules.loading'] : count}
      </p>
      {total === 0 && !waiting ? (
        <ModulesEmpty labels={labels} query={query} onClear={clear} />
      ) : (
        <ModuleGrid modules={shown} labels={labels} locale={locale} now={now} dimmed={waiting} />
      )}
      {shown.length < total ? (
        <ModulesMore
          labels={labels}
          query={query}
          shown={shown.length}
          sentinel={sentinel}
          onMore={showMore}
        />
      ) : null}
    </div>
  )
}
