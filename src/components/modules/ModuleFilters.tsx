import { categoryLabelKey } from '../../shared/modules/categories'
import type { RefObject } from 'react'
import type { ModuleCategory } from '../../shared/modules/categories'
import {
  MAX_QUERY_LENGTH,
  MODULE_SORT_KEYS,
  type ModuleOrder,
  type ModuleSortKey,
} from '../../shared/modules/filter'
import { FilterSelect } from './FilterSelect'
import type { DirectoryLabels } from './labels'
import type { ModuleFilterState } from './use-module-filters'
import { useLocalePath } from '../locale-context'

/** A category of the directory and how many modules it holds. */
export interface CategoryCount {
  name: ModuleCategory
  icon: string
  count: number
}

const SORT_LABELS: Record<ModuleSortKey, keyof DirectoryLabels> = {
  downloads: 'modules.sortDownloads',
  stars: 'modules.sortStars',
  publishedAt: 'modules.sortPublishedAt',
  createdAt: 'modules.sortCreatedAt',
}

const FIELD =
  'rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 disabled:opacity-50'

/**
 * The directory's filter form: search box, category, sort key and order. A plain GET form to
 * /modules (works without JS, with its Apply button); once `live` (every module loaded) it never
 * submits.
 */
export function ModuleFilters({
  labels,
  categories,
  filters,
  input,
  live,
  onChange,
}: {
  labels: DirectoryLabels
  categories: CategoryCount[]
  filters: ModuleFilterState
  input: RefObject<HTMLInputElement | null>
  live: boolean
  /** Applies a visitor's change; a select passes its form, submitted instead when not live. */
  onChange: (apply: () => void, form?: HTMLFormElement | null) => void
}) {
  const { text, category, sortBy, orderBy } = filters
  const to = useLocalePath()
  return (
    <form
      action={to('/modules')}
      method="get"
      role="search"
      onSubmit={(event) => {
        if (live) event.preventDefault()
      }}
      className="flex flex-col gap-3 md:flex-row md:items-end"
      data-modules-filters=""
    >
      <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-500 dark:text-slate-400">
        {labels['modules.searchLabel']}
        <span className="relative">
          <span
            className="i-lucide-search pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400"
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
              onChange(() => filters.setText(value))
            }}
            data-modules-search=""
          />
          <kbd
            className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-slate-200 px-1.5 text-xs text-slate-500 md:block dark:border-slate-700 dark:text-slate-400"
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
          ...categories.map((entry) => ({
            value: entry.name,
            label: `${labels[categoryLabelKey(entry.name)]} (${entry.count})`,
          })),
        ]}
        dataAttribute="data-modules-category"
        onPick={(value, form) => onChange(() => filters.setCategory(value || undefined), form)}
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
          onChange(() => {
            filters.setSortBy(value || undefined)
            if (!value) filters.setOrderBy(undefined)
          }, form)
        }
      />
      <FilterSelect<ModuleOrder>
        label={labels['modules.orderBy']}
        name="orderBy"
        className={FIELD}
        value={orderBy ?? 'desc'}
        disabled={!sortBy && !orderBy}
        options={[
          { value: 'desc', label: labels['modules.orderDesc'] },
          { value: 'asc', label: labels['modules.orderAsc'] },
        ]}
        dataAttribute="data-modules-order"
        onPick={(value, form) => onChange(() => filters.setOrderBy(value), form)}
      />
      {/* only without JavaScript: with it the filters apply as one types (Enter still submits
          the form until every module has loaded) */}
      <noscript>
        <button type="submit" className={`${FIELD} font-medium hover:border-green-500`}>
          {labels['modules.apply']}
        </button>
      </noscript>
    </form>
  )
}
