import type { MouseEvent, ReactNode } from 'react'
import type { FilterOptions, FilterState } from '../../shared/filters/url-filters'
import { useHydrated } from '../use-hydrated'
import { FilterGroup } from './FilterGroup'
import { useLocalePath } from '../locale-context'

/** One row of filter links: its key, heading and choices. */
export interface FilterGroupSpec<K extends string> {
  name: K
  label: string
  choices: { value: string; label: string }[]
}

/**
 * The frame of a list filtered in the URL: the filter rows, the live count, then the list or the
 * empty state with its reset link (`path`, no filter). `data-<marker>` names the list for tests
 * and styles, `data-ready` says it is hydrated. Consumers: the AgencyDirectory and JobBoard
 * islands (their state comes from useUrlFilters).
 */
export function FilteredList<K extends string>({
  marker,
  path,
  groups,
  filters,
  options,
  onPick,
  onReset,
  count,
  labels,
  children,
}: {
  marker: string
  path: string
  groups: FilterGroupSpec<K>[]
  filters: FilterState<K>
  options: FilterOptions<K>
  onPick: (key: K, value: string | undefined) => (event: MouseEvent) => void
  onReset: (event: MouseEvent) => void
  /** How many items the filters keep. */
  count: number
  labels: {
    all: string
    reset: string
    filters: string
    /** The count line, with `{count}`. */
    results: string
    resultsOne: string
    empty: string
  }
  /** The list of the kept items (rendered when there is at least one). */
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const to = useLocalePath()
  return (
    <div {...{ [`data-${marker}`]: '' }} data-ready={hydrated ? '' : undefined}>
      <div className="flex flex-col gap-3" aria-label={labels.filters} role="search">
        {groups.map((group) => (
          <FilterGroup
            key={group.name}
            {...group}
            filters={filters}
            options={options}
            path={path}
            onPick={onPick}
            allLabel={labels.all}
          />
        ))}
      </div>
      <p
        className="mt-6 text-sm text-slate-500 dark:text-slate-400"
        aria-live="polite"
        data-count=""
      >
        {count === 1 ? labels.resultsOne : labels.results.replace('{count}', String(count))}
      </p>
      {count ? (
        children
      ) : (
        <div
          className="mt-4 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700"
          data-empty=""
        >
          <p className="text-slate-600 dark:text-slate-400">{labels.empty}</p>
          <a
            href={to(path)}
            onClick={onReset}
            className="mt-3 inline-block font-medium text-green-700 underline dark:text-green-400"
          >
            {labels.reset}
          </a>
        </div>
      )}
    </div>
  )
}
