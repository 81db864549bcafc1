import { categoryLabelKey } from '../../shared/modules/categories'
import CopyInstallButton from '../../islands/CopyInstallButton'
import type { Locale } from '../../shared/i18n'
import type { ModuleSummary } from '../../shared/modules/types'
import type { DirectoryLabels } from './labels'
import { ModuleBadges } from './ModuleBadges'
import { ModuleIcon } from './ModuleIcon'
import { ModuleStatsList } from './ModuleStatsList'
import { useLocalePath } from '../locale-context'

/** One card of the directory: icon, npm name (links to the module page), badges, description, stats, copy button. */
export function ModuleCard({
  module,
  labels,
  locale,
  now,
}: {
  module: ModuleSummary
  labels: DirectoryLabels
  locale: Locale
  now: number
}) {
  const to = useLocalePath()
  return (
    <li
      className="relative flex flex-col rounded-lg border border-slate-200 bg-white p-4 transition-colors hover:border-green-500 dark:border-slate-800 dark:bg-slate-900/40"
      data-module-card={module.name}
    >
      <div className="flex items-start gap-3">
        <ModuleIcon icon={module.icon} size="size-9" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-slate-900 dark:text-white">
            <a
              href={to(`/modules/${module.name}`)}
              className="after:absolute after:inset-0 after:content-['']"
              translate="no"
            >
              {module.npm}
            </a>
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {labels[categoryLabelKey(module.category)]}
          </p>
        </div>
        <ModuleBadges
          sponsor={module.sponsor}
          official={module.type === 'official'}
          labels={labels}
        />
      </div>
      <p className="mt-3 line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
        {module.description}
      </p>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <ModuleStatsList stats={module.stats} locale={locale} now={now} labels={labels} />
        <CopyInstallButton npm={module.npm} labels={labels} />
      </div>
    </li>
  )
}
