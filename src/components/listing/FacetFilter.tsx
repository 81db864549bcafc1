import type { FilterChoice } from '../../shared/filters/url-filters'
import { useLocalePath } from '../locale-context'

/**
 * A listing's filter bar: one plain link per choice (`?badge=premium`), so it works without
 * JavaScript; the client router fetches the filtered page's payload, pushes the URL and keeps
 * back/forward. The active choice has `aria-current`. Consumers: /templates and /showcase.
 */
export function FacetFilter<V extends string>({
  options,
  label,
  allLabel,
  labelOf,
  param,
}: {
  options: FilterChoice<V>[]
  /** Accessible name of the bar ('Filter templates by badge'). */
  label: string
  allLabel: string
  /** The display name of a value (translated). */
  labelOf: (value: V) => string
  /** The query parameter, for tests and styling hooks. */
  param: string
}) {
  const to = useLocalePath()
  return (
    <nav aria-label={label} className="mt-8" data-facet-filter={param}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.value ?? ''}>
            <a
              href={to(option.href)}
              aria-current={option.active ? 'page' : undefined}
              data-facet={option.value ?? ''}
              className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
                option.active
                  ? 'border-green-700 bg-green-700 text-white dark:border-green-400 dark:bg-green-400 dark:text-slate-950'
                  : 'border-slate-300 text-slate-700 hover:border-green-500 hover:text-green-700 dark:border-slate-700 dark:text-slate-300 dark:hover:text-green-400'
              }`}
            >
              {option.value === undefined ? allLabel : labelOf(option.value)}
              <span
                className={`text-xs tabular-nums ${option.active ? '' : 'text-slate-500 dark:text-slate-400'}`}
              >
                {option.count}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
