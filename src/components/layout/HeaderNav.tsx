import type { Messages } from '../../shared/i18n'
import { headerLinkText, isMenuActive, type HeaderMenu } from '../../shared/navigation/header-links'
import { useLocalePath } from '../locale-context'

/**
 * The header menus with dropdowns (open on hover and on keyboard focus, no JS needed),
 * the active one by path prefix. External links open in a new tab.
 */
export function HeaderNav({ menus, path, t }: { menus: HeaderMenu[]; path: string; t: Messages }) {
  const to = useLocalePath()
  const item = 'inline-flex items-center gap-1 rounded-md px-2.5 py-1.5 text-sm font-medium'
  const tone = (active: boolean) =>
    active
      ? 'text-green-700 dark:text-green-400'
      : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
  return (
    <nav
      className="hidden items-center gap-1 lg:flex"
      aria-label={t['nav.main']}
      data-header-nav=""
    >
      {menus.map((menu) => {
        const active = isMenuActive(menu, path)
        if (menu.to) {
          return (
            <a
              key={menu.label}
              href={to(menu.to)}
              className={`${item} ${tone(active)}`}
              aria-current={active ? 'page' : undefined}
            >
              {t[menu.label]}
            </a>
          )
        }
        // a link without an icon among links with one keeps its label in line
        const iconSpace = menu.children!.some((link) => link.icon)
        return (
          <div key={menu.label} className="group relative">
            <button
              type="button"
              className={`${item} ${tone(active)}`}
              aria-haspopup="true"
              data-active={active ? '' : undefined}
            >
              {t[menu.label]}
              <span className="i-lucide-chevron-down size-3.5 opacity-60" aria-hidden="true" />
            </button>
            <div className="invisible absolute left-0 top-full z-50 min-w-52 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
              <ul className="rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-800 dark:bg-slate-900">
                {menu.children!.map((link) => (
                  <li key={link.to}>
                    <a
                      href={to(link.to)}
                      target={link.external ? '_blank' : undefined}
                      rel={link.external ? 'noopener noreferrer' : undefined}
                      data-external={link.external ? '' : undefined}
                      className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                    >
                      {link.icon ? (
                        <span className={`${link.icon} size-4`} aria-hidden="true" />
                      ) : iconSpace ? (
                        <span className="size-4 shrink-0" aria-hidden="true" />
                      ) : null}
                      {headerLinkText(link, t)}
                      {link.external ? (
                        <span
                          className="i-lucide-arrow-up-right size-3 opacity-60"
                          aria-hidden="true"
                        />
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        )
      })}
    </nav>
  )
}
