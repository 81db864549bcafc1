import type { SidebarGroup, SidebarNode } from '../../shared/docs/sidebar-tree'
import { useLocalePath } from '../locale-context'

const LINK =
  'block py-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
const CURRENT = 'block py-1 text-sm font-medium text-green-700 dark:text-green-400'

/** A group's head: a <details> open with its items, or collapsed with a link to its first page. */
function Group({
  group,
  path,
  depth,
  showAll,
}: {
  group: SidebarGroup
  path: string
  depth: number
  showAll: string
}) {
  const to = useLocalePath()
  return (
    <details
      open={group.items ? true : undefined}
      data-nav-group={group.path}
      data-nav-lazy={group.collapsed ? '' : undefined}
    >
      <summary className="cursor-pointer select-none py-1 text-sm font-semibold text-slate-900 dark:text-white">
        {group.icon ? <span className={`${group.icon} mr-1.5 size-4`} aria-hidden="true" /> : null}
        {group.title}
      </summary>
      {group.items ? (
        <DocsNavTree items={group.items} path={path} depth={depth + 1} showAll={showAll} />
      ) : (
        // without JavaScript a collapsed group leads to its first page; the boot script swaps in
        // the group's items when it is expanded
        <ul
          className="ml-3 mt-1 border-l border-slate-200 pl-3 dark:border-slate-800"
          data-nav-level={depth + 1}
        >
          <li>
            <a href={to(group.collapsed!.first)} className={LINK}>
              {group.title} ›
            </a>
          </li>
        </ul>
      )}
    </details>
  )
}

/**
 * One level of the docs aside (src/shared/docs/sidebar-tree.ts says what it holds): pages,
 * groups as <details> (keyboard and no-JS friendly), the current page marked, and on a level cut
 * short a 'show all' button that loads the whole level. Also renders the lazy levels served by
 * worker/api/docs-nav.ts, so an expanded group looks the same as one rendered open.
 */
export function DocsNavTree({
  items,
  path,
  showAll,
  depth = 0,
}: {
  items: SidebarNode[]
  path: string
  /** The 'show all' label, `{count}` replaced by the level's item count. */
  showAll: string
  depth?: number
}) {
  const to = useLocalePath()
  return (
    <ul
      className={
        depth
          ? 'ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-800'
          : 'space-y-1'
      }
      data-nav-level={depth}
    >
      {items.map((item) => (
        <li key={`${item.kind}:${item.path}`}>
          {item.kind === 'group' ? (
            <Group group={item} path={path} depth={depth} showAll={showAll} />
          ) : item.kind === 'more' ? (
            <button
              type="button"
              data-nav-more={item.path}
              className="py-1 text-sm font-medium text-green-700 hover:underline dark:text-green-400"
            >
              {showAll.replace('{count}', String(item.total))}
            </button>
          ) : (
            <a
              href={to(item.path)}
              aria-current={item.path === path ? 'page' : undefined}
              className={item.path === path ? CURRENT : LINK}
            >
              {item.title}
              {item.badge ? (
                <span className="ml-1.5 rounded bg-violet-100 px-1 text-xs text-violet-700 dark:bg-violet-950 dark:text-violet-300">
                  {item.badge}
                </span>
              ) : null}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}
