import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { ModuleCard } from '../components/modules/ModuleCard'
import type { DirectoryLabels } from '../components/modules/labels'
import { loadModules } from '../components/modules/load-modules'
import type { Locale } from '../shared/i18n'
import type { ModuleCategory } from '../shared/modules/categories'
import {
  FIRST_PAGE_SIZE,
  MAX_QUERY_LENGTH,
  MODULE_SORT_KEYS,
  NEXT_PAGE_SIZE,
  normalizeSearch,
  filterModules,
  visibleCount,
  withModuleQuery,
  type ModuleOrder,
  type ModuleQuery,
  type ModuleSortKey,
} from '../shared/modules/filter'
import type { ModuleSummary } from '../shared/modules/types'
import { FilterSelect } from '../components/modules/FilterSelect'

export interface ModulesDirectoryProps {
  locale: Locale
  labels: DirectoryLabels
  categories: { name: ModuleCategory; icon: string; count: number }[]
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

const SORT_LABELS: Record<ModuleSortKey, keyof DirectoryLabels> = {
  downloads: 'modules.sortDownloads',
  stars: 'modules.sortStars',
  publishedAt: 'modules.sortPublishedAt',
  createdAt: 'modules.sortCreatedAt',
}

const FIELD =
  'rounded-md border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900 disabled:opacity-50'

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * The modules directory: search box, category, sort and order, the cards and "show more".
 * Server-rendered as a plain GET form with links (works without JS); once hydrated it loads
 * every module from `/api/modules` (once per page life), filters in the browser with the shared
 * rules as the visitor types, keeps the URL in sync with `history.replaceState` (no new history entry), loads 9 more
 * cards when the end of the list comes into view, and focuses the search box on '/'.
 */
export default function ModulesDirectory(props: ModulesDirectoryProps) {
  const { labels, locale } = props
  const [text, setText] = useState(props.query.q)
  const [category, setCategory] = useState(props.query.category)
  const [sortBy, setSortBy] = useState(props.query.sortBy)
  const [orderBy, setOrderBy] = useState(props.query.orderBy)
  const [visible, setVisible] = useState(visibleCount(props.page))
  const [all, setAll] = useState<ModuleSummary[] | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [failed, setFailed] = useState(false)
  const [now, setNow] = useState(props.now)
  const input = useRef<HTMLInputElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const touched = useRef(false)

  const query = useMemo<ModuleQuery>(() => {
    const next: ModuleQuery = { q: normalizeSearch(text) }
    if (category) next.category = category
    if (sortBy) next.sortBy = sortBy
    if (orderBy) next.orderBy = orderBy
    return next
  }, [text, category, sortBy, orderBy])
  const results = useMemo(() => (all ? filterModules(all, query) : null), [all, query])
  const shown = results ? results.slice(0, visible) : props.modules
  const total = results ? results.length : props.total
  const waiting = !results && !failed && touched.current

  // every module, loaded once per page life, for filtering in the browser
  useEffect(() => {
    setHydrated(true)
    setNow(Date.now())
    let live = true
    loadModules().then(
      (modules) => live && setAll(modules),
      (error: unknown) => {
        if (!live) return
        console.warn(
          '[aster] modules could not be loaded; the filters submit the form instead:',
          error
        )
        setFailed(true)
      }
    )
    return () => {
      live = false
    }
  }, [])

  // '/' focuses the search box (unless the visitor is typing somewhere)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.key !== '/' ||
        event.metaKey ||
        event.ctrlKey ||
        event.altKey ||
        isEditable(event.target)
      )
        return
      event.preventDefault()
      input.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  // the URL follows the filters, replacing the current entry
  useEffect(() => {
    if (!touched.current) return
    const search = withModuleQuery(location.search, query)
    if (search !== location.search)
      history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
  }, [query])

  // 9 more cards whenever the end of the list is in view
  useEffect(() => {
    const target = sentinel.current
    if (!hydrated || !results || !target || visible >= total || !('IntersectionObserver' in window))
      return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          setVisible((count) => count + NEXT_PAGE_SIZE)
      },
      { rootMargin: '200px 0px' }
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hydrated, results, visible, total])

  /** Applies a change made by the visitor: back to the first 18 cards. */
  const change = (apply: () => void, form?: HTMLFormElement | null) => {
    // without the module list (API unreachable) a pick submits the form and the server filters
    if (failed && form) return form.submit()
    touched.current = true
    setVisible(FIRST_PAGE_SIZE)
    apply()
  }
  const onSubmit = (event: FormEvent) => {
    // without the module list (API unreachable) the form submits and the server filters
    if (all) event.preventDefault()
  }
  const clear = (event: MouseEvent) => {
    event.preventDefault()
    change(() => {
      setText('')
      setCategory(undefined)
    })
    input.current?.focus()
  }
  const more = (event: MouseEvent) => {
    if (!all) return
    event.preventDefault()
    setVisible((count) => count + NEXT_PAGE_SIZE)
  }
  const featured = !sortBy && !orderBy
  const count =
    total === 1
      ? labels['modules.resultsOne']
      : labels['modules.results'].replace('{count}', String(total))

  return (
    <div data-modules-directory="" data-ready={all ? '' : undefined}>
      <form
        action="/modules"
        method="get"
        role="search"
        onSubmit={onSubmit}
        className="flex flex-col gap-3 md:flex-row md:items-end"
        data-modules-filters=""
      >
        <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-500">
          {labels['modules.searchLabel']}
          <span className="relative">
            <span
              className="i-lucide-search pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden="true"
            />
            <input
              ref={input}
              type="search"
              name="q"
              value={text}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              placeholder={labels['modules.searchPlaceholder']}
              aria-keyshortcuts="/"
              className={`${FIELD} w-full pl-9 pr-10`}
              onChange={(event) => {
                const value = event.target.value
                change(() => setText(value))
              }}
              data-modules-search=""
            />
            <kbd
              className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-slate-200 px-1.5 text-xs text-slate-400 md:block dark:border-slate-700"
              title={labels['modules.searchShortcut']}
            >
              /
            </kbd>
          </span>
        </label>
        <FilterSelect<ModuleCategory | ''>
          label={labels['modules.category']}
          name="category"
          className={FIELD}
          value={category ?? ''}
          options={[
            { value: '', label: labels['modules.allCategories'] },
            ...props.categories.map((entry) => ({
              value: entry.name,
              label: `${entry.name} (${entry.count})`,
            })),
          ]}
          dataAttribute="data-modules-category"
          onPick={(value, form) => change(() => setCategory(value || undefined), form)}
        />
        <FilterSelect<ModuleSortKey | ''>
          label={labels['modules.sortBy']}
          name="sortBy"
          className={FIELD}
          value={sortBy ?? (orderBy ? 'downloads' : '')}
          options={[
            { value: '', label: labels['modules.sortFeatured'] },
            ...MODULE_SORT_KEYS.map((key) => ({ value: key, label: labels[SORT_LABELS[key]] })),
          ]}
          dataAttribute="data-modules-sort"
          onPick={(value, form) =>
            change(() => {
              setSortBy(value || undefined)
              if (!value) setOrderBy(undefined)
            }, form)
          }
        />
        <FilterSelect<ModuleOrder>
          label={labels['modules.orderBy']}
          name="orderBy"
          className={FIELD}
          value={orderBy ?? 'desc'}
          disabled={featured}
          options={[
            { value: 'desc', label: labels['modules.orderDesc'] },
            { value: 'asc', label: labels['modules.orderAsc'] },
          ]}
          dataAttribute="data-modules-order"
          onPick={(value, form) => change(() => setOrderBy(value), form)}
        />
        <button
          type="submit"
          className={`${FIELD} font-medium hover:border-green-500 ${hydrated && all ? 'sr-only' : ''}`}
        >
          {labels['modules.apply']}
        </button>
      </form>

      <p className="mt-6 text-sm text-slate-500" aria-live="polite" data-modules-count={total}>
        {waiting ? labels['modules.loading'] : count}
      </p>

      {total === 0 && !waiting ? (
        <div
          className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
          data-modules-empty=""
        >
          <span className="i-lucide-package-search size-10 text-slate-400" aria-hidden="true" />
          <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
            {labels['modules.emptyTitle']}
          </p>
          <p className="mt-1 text-sm text-slate-500">{labels['modules.emptyDescription']}</p>
          <a
            href={`/modules${withModuleQuery('', { q: '', sortBy, orderBy })}`}
            onClick={clear}
            className="mt-6 rounded-md bg-green-500 px-4 py-2 text-sm font-medium text-white hover:bg-green-600"
            data-modules-clear=""
          >
            {labels['modules.clearFilters']}
          </a>
        </div>
      ) : (
        <ul
          className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${waiting ? 'opacity-50' : ''}`}
          data-modules-list=""
        >
          {shown.map((module) => (
            <ModuleCard
              key={module.name}
              module={module}
              labels={labels}
              locale={locale}
              now={now}
            />
          ))}
        </ul>
      )}

      {shown.length < total ? (
        <div className="mt-8 flex flex-col items-center">
          <div ref={sentinel} className="h-px w-full" aria-hidden="true" data-modules-sentinel="" />
          <a
            href={`/modules${withModuleQuery('', query, Math.ceil((shown.length - FIRST_PAGE_SIZE) / NEXT_PAGE_SIZE) + 2)}`}
            onClick={more}
            rel="nofollow"
            className="rounded-md border border-slate-200 px-4 py-2 text-sm font-medium hover:border-green-500 dark:border-slate-700"
            data-modules-more=""
          >
            {labels['modules.showMore']}
          </a>
        </div>
      ) : null}
    </div>
  )
}
