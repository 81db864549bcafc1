import { Island } from '../components/Island'
import { DIRECTORY_LABEL_KEYS } from '../components/modules/labels'
import ModulesDirectory from '../islands/ModulesDirectory'
import { formatCompact } from '../shared/format/compact-number'
import type { Messages } from '../shared/i18n'
import { pickMessages } from '../shared/i18n/pick'
import type { ModulesPageData } from '../shared/page-data'

/** The modules directory: title, global stats and the directory island (filters + cards). */
export function ModulesPage({ data, t }: { data: ModulesPageData; t: Messages }) {
  const stats = [
    { value: data.stats.modules, label: t['modules.statsModules'] },
    { value: data.stats.maintainers, label: t['modules.statsMaintainers'] },
    { value: data.stats.contributors, label: t['modules.statsContributors'] },
  ]
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          {data.title}
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{data.description}</p>
        <ul
          className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-500 dark:text-slate-400"
          data-modules-stats=""
        >
          {stats.map((stat) => (
            <li key={stat.label}>
              <span className="font-semibold text-slate-900 dark:text-white">
                {formatCompact(stat.value, data.locale)}
              </span>{' '}
              {stat.label}
            </li>
          ))}
        </ul>
      </header>
      <div className="mt-10">
        <Island
          name="ModulesDirectory"
          component={ModulesDirectory}
          // alive on the first interaction, or when the end of the list (the "show more"
          // sentinel) comes into view; a list shown whole has nothing to load on scroll
          hydrate={data.modules.length < data.total ? 'visible' : 'interaction'}
          props={{
            locale: data.locale,
            labels: pickMessages(t, DIRECTORY_LABEL_KEYS),
            categories: data.categories,
            query: data.query,
            page: data.page,
            modules: data.modules,
            total: data.total,
            now: data.now,
          }}
        />
      </div>
    </div>
  )
}
