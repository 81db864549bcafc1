import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { Messages } from '../../shared/i18n'
import type { ModuleSummary } from '../../shared/modules/types'
import { ModuleBadges } from '../modules/ModuleBadges'
import { ModuleIcon } from '../modules/ModuleIcon'
import { HomeSection } from './HomeSection'
import { useLocalePath } from '../locale-context'

/**
 * The modules carousel: sponsored, then official modules in a horizontal, snapping scroller
 * (CSS only: swipe, trackpad or keyboard scroll, no script), each card linking to its page.
 */
export function HomeModules({
  section,
  modules,
  t,
}: {
  section: HomeFrontmatter['modules']
  modules: ModuleSummary[]
  t: Messages
}) {
  const to = useLocalePath()
  return (
    <HomeSection name="modules" section={section}>
      <ul
        className="-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0"
        aria-label={t['home.carousel']}
        tabIndex={0}
        data-carousel=""
      >
        {modules.map((module) => (
          <li key={module.name} className="w-64 shrink-0 snap-start" data-module-card={module.name}>
            <a
              href={to(`/modules/${module.name}`)}
              className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 hover:border-green-500 dark:border-slate-800 dark:bg-slate-950"
            >
              <span className="flex items-center justify-between gap-2">
                <ModuleIcon icon={module.icon} size="size-9" />
                <ModuleBadges
                  sponsor={module.sponsor}
                  official={module.type === 'official'}
                  labels={t}
                />
              </span>
              <span className="font-semibold text-slate-900 dark:text-white" translate="no">
                {module.npm}
              </span>
              <span className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">
                {module.description}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
