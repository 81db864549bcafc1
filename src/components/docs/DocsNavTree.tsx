import type { NavigationItem } from '../../shared/content/navigation'

const contains = (item: NavigationItem, path: string): boolean =>
  item.path === path ||
  path.startsWith(`${item.path}/`) ||
  Boolean(item.children?.some((child) => contains(child, path)))

/**
 * The docs tree of the current section. Groups are <details>: the group matching the current
 * path is open on load; with no match, the first group is open. Works without JavaScript.
 */
export function DocsNavTree({
  items,
  path,
  depth = 0,
}: {
  items: NavigationItem[]
  path: string
  depth?: number
}) {
  const groups = items.filter((item) => item.children)
  const anyMatch = groups.some((group) => contains(group, path))
  return (
    <ul
      className={
        depth
          ? 'ml-3 mt-1 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-800'
          : 'space-y-1'
      }
    >
      {items.map((item) =>
        item.children ? (
          <li key={item.path}>
            <details
              open={contains(item, path) || item.defaultOpen || (!anyMatch && item === groups[0])}
              data-nav-group={item.path}
            >
              <summary className="cursor-pointer select-none py-1 text-sm font-semibold text-slate-900 dark:text-white">
                {item.icon ? (
                  <span className={`${item.icon} mr-1.5 size-4`} aria-hidden="true" />
                ) : null}
                {item.title}
              </summary>
              <DocsNavTree items={item.children} path={path} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={item.path}>
            <a
              href={item.path}
              aria-current={item.path === path ? 'page' : undefined}
              className={
                item.path === path
                  ? 'block py-1 text-sm font-medium text-green-700 dark:text-green-400'
                  : 'block py-1 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
              }
            >
              {item.title}
              {item.badge ? (
                <span className="ml-1.5 rounded bg-violet-100 px-1 text-xs text-violet-700 dark:bg-violet-950 dark:text-violet-300">
                  {item.badge}
                </span>
              ) : null}
            </a>
          </li>
        )
      )}
    </ul>
  )
}
