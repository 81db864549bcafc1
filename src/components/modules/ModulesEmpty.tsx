import type { MouseEvent } from 'react'
import { withModuleQuery, type ModuleQuery } from '../../shared/modules/filter'
import type { DirectoryLabels } from './labels'
import { useLocalePath } from '../locale-context'

/** No module matches: says so, with a link clearing the search and category (sort kept). */
export function ModulesEmpty({
  labels,
  query,
  onClear,
}: {
  labels: DirectoryLabels
  query: ModuleQuery
  onClear: (event: MouseEvent) => void
}) {
  const href = useLocalePath()(
    `/modules${withModuleQuery('', { q: '', sortBy: query.sortBy, orderBy: query.orderBy })}`
  )
  return (
    <div
      className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
      data-modules-empty=""
    >
      <span
        className="i-lucide-package-search size-10 text-slate-500 dark:text-slate-400"
        aria-hidden="true"
      />
      <p className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
        {labels['modules.emptyTitle']}
      </p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {labels['modules.emptyDescription']}
      </p>
      <a
        href={href}
        onClick={onClear}
        className="mt-6 rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white hover:bg-green-800"
        data-modules-clear=""
      >
        {labels['modules.clearFilters']}
      </a>
    </div>
  )
}
