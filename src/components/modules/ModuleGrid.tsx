import type { Locale } from '../../shared/i18n'
import type { ModuleSummary } from '../../shared/modules/types'
import type { DirectoryLabels } from './labels'
import { ModuleCard } from './ModuleCard'

/** The directory's cards; dimmed while the visitor's first change waits for the module list. */
export function ModuleGrid({
  modules,
  labels,
  locale,
  now,
  dimmed,
}: {
  modules: ModuleSummary[]
  labels: DirectoryLabels
  locale: Locale
  now: number
  dimmed: boolean
}) {
  return (
    <ul
      className={`mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${dimmed ? 'opacity-50' : ''}`}
      data-modules-list=""
    >
      {modules.map((module) => (
        <ModuleCard key={module.name} module={module} labels={labels} locale={locale} now={now} />
      ))}
    </ul>
  )
}
