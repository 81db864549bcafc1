import { use } from 'react'
import { asideKey } from '../../shared/docs/aside-key'
import type { Messages } from '../../shared/i18n'
import type { DocsPageData } from '../../shared/page-data'
import { DocsNavTree } from './DocsNavTree'
import { AsideSlotContext } from './aside-slot-context'
import { VersionSelect } from './VersionSelect'
import { useLocalePath } from '../locale-context'

/**
 * The docs aside: version select, the section anchors (the five sections, then the bridge and
 * migration sub-sections), the current section's tree. In a
 * payload that leaves the aside out (aside-slot-context.ts), only its slot: the key, the page's
 * path (the link the kept aside marks) and the version select (its targets are per page).
 */
export function DocsSidebar({ data, t }: { data: DocsPageData; t: Messages }) {
  const key = asideKey(data)
  const to = useLocalePath()
  // a section without an icon among sections with one keeps its title in line
  const sectionIconSpace = data.sections.some((section) => section.icon)
  if (use(AsideSlotContext))
    return (
      <aside
        className="hidden lg:block"
        data-docs-aside=""
        data-aside-key={key}
        data-aside-slot={to(data.path)}
      >
        <VersionSelect versions={data.versions} label={t['docs.version']} />
      </aside>
    )
  return (
    <aside
      className="hidden lg:block"
      aria-label={data.sectionTitle || t['docs.navigation']}
      data-docs-aside=""
      data-aside-key={key}
    >
      <div className="sticky top-20 max-h-[calc(100vh-6rem)] space-y-6 overflow-y-auto pb-8 pr-2">
        <button
          type="button"
          data-sidebar-toggle=""
          data-label-expand={t['ui.expandSidebar']}
          data-label-collapse={t['ui.collapseSidebar']}
          aria-label={t['ui.collapseSidebar']}
          title={t['ui.collapseSidebar']}
          aria-expanded="true"
          className="flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-white dark:text-slate-400"
        >
          <span className="i-lucide-panel-left-close size-4" aria-hidden="true" />
        </button>
        {/* from xl the header holds the select beside the version badge: shown once */}
        <div className="xl:hidden">
          <VersionSelect versions={data.versions} label={t['docs.version']} />
        </div>
        <ul className="space-y-1" data-section-anchors="">
          {data.sections.map((section) => (
            <li
              key={section.path}
              data-mobile-hidden={section.subSection && !section.active ? '' : undefined}
            >
              <a
                href={to(section.path)}
                aria-current={section.active ? 'true' : undefined}
                className={
                  section.active
                    ? 'flex items-center gap-2 text-sm font-semibold text-green-700 dark:text-green-400'
                    : 'flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                }
              >
                {section.icon ? (
                  <span className={`${section.icon} size-4`} aria-hidden="true" />
                ) : sectionIconSpace ? (
                  <span className="size-4 shrink-0" aria-hidden="true" />
                ) : null}
                {section.title}
              </a>
            </li>
          ))}
        </ul>
        <nav aria-label={data.sectionTitle} data-docs-nav="">
          <DocsNavTree items={data.navigation} path={data.path} showAll={t['docs.showAll']} />
        </nav>
      </div>
    </aside>
  )
}
