import type { MouseEvent } from 'react'
import {
  toggleUrlFilter,
  writeUrlFilters,
  type FilterOptions,
  type FilterState,
} from '../../shared/filters/url-filters'
import { useLocalePath } from '../locale-context'

const CHIP =
  'inline-flex items-center rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-green-600'
const ON = 'border-green-600 bg-green-600 text-white dark:border-green-500 dark:bg-green-600'
const OFF =
  'border-slate-200 text-slate-700 hover:border-green-500 dark:border-slate-700 dark:text-slate-300'

/**
 * One filter of a list as a row of links (`All` and each value): every link is the URL of that
 * choice, so the list works without JavaScript; an island passes `onPick` to filter in place.
 * Consumers: the AgencyDirectory and JobBoard islands.
 */
export function FilterGroup<K extends string>({
  name,
  label,
  allLabel,
  choices,
  filters,
  options,
  path,
  onPick,
}: {
  name: K
  label: string
  allLabel: string
  choices: { value: string; label: string }[]
  filters: FilterState<K>
  options: FilterOptions<K>
  path: string
  onPick: (key: K, value: string | undefined) => (event: MouseEvent) => void
}) {
  const to = useLocalePath()
  // each link leads where a click on it goes: a value's link toggles it, `All` clears the filter
  const link = (value: string | undefined) => ({
    href: `${to(path)}${writeUrlFilters(toggleUrlFilter(filters, name, value), options)}`,
    current: filters[name] === value,
  })
  const all = link(undefined)
  return (
    <div
      role="group"
      aria-label={label}
      data-filter={name}
      className="flex flex-wrap items-center gap-2"
    >
      <span className="mr-1 text-sm font-medium text-slate-900 dark:text-white">{label}</span>
      <a
        href={all.href}
        onClick={onPick(name, undefined)}
        aria-current={filters[name] === undefined ? 'true' : undefined}
        className={`${CHIP} ${filters[name] === undefined ? ON : OFF}`}
      >
        {allLabel}
      </a>
      {choices.map((choice) => {
        const { href, current } = link(choice.value)
        return (
          <a
            key={choice.value}
            href={href}
            data-value={choice.value}
            onClick={onPick(name, choice.value)}
            aria-current={current ? 'true' : undefined}
            className={`${CHIP} ${current ? ON : OFF}`}
          >
            {choice.label}
          </a>
        )
      })}
    </div>
  )
}
