import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { formatCompact } from '../../shared/format/compact-number'
import type { Locale } from '../../shared/i18n'
import type { ModulesStats } from '../../shared/modules/types'
import { SectionHeading } from './SectionHeading'

/**
 * Live figures: the labels of the frontmatter over the values of `/api/stats` (the D1 row the
 * cron refreshes), rendered on the server, compact ('1.2K', '1.2万').
 */
export function HomeStats({
  section,
  stats,
  locale,
}: {
  section: HomeFrontmatter['stats']
  stats: ModulesStats
  locale: Locale
}) {
  return (
    <section
      className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
      aria-labelledby="home-stats"
      data-home="stats"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading section={section} id="home-stats" center />
        <dl className="mt-12 grid grid-cols-2 gap-6 lg:grid-cols-4">
          {section.items.map((item) => (
            <div
              key={item.key}
              className="flex flex-col-reverse items-center gap-1 text-center"
              data-stat={item.key}
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{item.label}</dt>
              <dd className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
                {formatCompact(stats[item.key], locale)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
