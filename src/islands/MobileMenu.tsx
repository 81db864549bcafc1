import { useEffect, useMemo, useRef, useState } from 'react'
import type { NavigationItem } from '../shared/content/navigation'
import type { LabelsOf } from '../shared/i18n/pick'
import { createOverlayManager, OVERLAY_TIMINGS } from '../shared/ui/overlay'

/** The menu's strings (picked on the server: src/shared/i18n/pick.ts). */
export const MOBILE_MENU_LABEL_KEYS = [
  'header.openMenu',
  'header.closeMenu',
  'docs.version',
] as const

export interface MobileMenuProps {
  labels: LabelsOf<typeof MOBILE_MENU_LABEL_KEYS>
  /** Header menus with translated labels. */
  menus: {
    label: string
    to?: string
    children?: { label: string; to: string; external?: boolean }[]
  }[]
  /** Docs pages only: the version select and the docs tree of the current section. */
  docs?: {
    versions: { label: string; tag: string; path: string; current: boolean }[]
    sections: { title: string; path: string; active: boolean }[]
    navigation: NavigationItem[]
    path: string
  }
}

const OVERLAY_ID = 'mobile-menu'

function Tree({ items, path }: { items: NavigationItem[]; path: string }) {
  return (
    <ul className="ml-3 space-y-1 border-l border-slate-200 pl-3 dark:border-slate-800">
      {items.map((item) => (
        <li key={item.path}>
          {item.children ? (
            <>
              <p className="py-1 text-sm font-semibold">{item.title}</p>
              <Tree items={item.children} path={path} />
            </>
          ) : (
            <a
              href={item.path}
              aria-current={item.path === path ? 'page' : undefined}
              className="block py-1 text-sm aria-[current=page]:text-green-700 dark:aria-[current=page]:text-green-400"
            >
              {item.title}
            </a>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The full-screen mobile menu: toggled by its button, closed on any route change. */
export default function MobileMenu({ labels, menus, docs }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const overlay = useMemo(() => createOverlayManager((_, state) => setOpen(state === 'open')), [])
  const buttonRef = useRef<HTMLButtonElement>(null)
  // closed by a route change: the client router owns focus then, not the menu button
  const navigated = useRef(false)
  useEffect(() => {
    overlay.create(OVERLAY_ID)
    const close = () => {
      if (!overlay.isOpen(OVERLAY_ID)) return
      navigated.current = true
      overlay.close(OVERLAY_ID)
    }
    window.addEventListener('aster:navigate', close)
    window.addEventListener('popstate', close)
    return () => {
      window.removeEventListener('aster:navigate', close)
      window.removeEventListener('popstate', close)
      overlay.unmount(OVERLAY_ID)
    }
  }, [overlay])
  useEffect(() => {
    if (!open) return
    navigated.current = false
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && overlay.close(OVERLAY_ID)
    const timer = setTimeout(
      () => (document.body.style.overflow = 'hidden'),
      OVERLAY_TIMINGS.scrollLockTimeoutMs
    )
    window.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      document.body.style.overflow = ''
      window.removeEventListener('keydown', onKey)
      // closed by Escape or its close button: focus goes back to the button that opened it
      const lost = !document.activeElement || document.activeElement === document.body
      if (!navigated.current && lost) buttonRef.current?.focus({ preventScroll: true })
    }
  }, [open, overlay])
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={labels['header.openMenu']}
        aria-expanded={open}
        data-mobile-menu-button=""
        onClick={() => void overlay.open(OVERLAY_ID)}
        className="inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
      >
        <span className="i-lucide-menu size-5" aria-hidden="true" />
      </button>
      {open ? (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={labels['header.openMenu']}
          data-mobile-menu=""
          className="fixed inset-0 z-[60] overflow-y-auto bg-white p-4 dark:bg-[#020420]"
          style={{ animation: `fade-in ${OVERLAY_TIMINGS.modalMs}ms ease-out` }}
        >
          <div className="flex justify-end">
            <button
              type="button"
              aria-label={labels['header.closeMenu']}
              autoFocus
              onClick={() => overlay.close(OVERLAY_ID)}
              className="inline-flex size-9 items-center justify-center rounded-md hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <span className="i-lucide-x size-5" aria-hidden="true" />
            </button>
          </div>
          {docs ? (
            <>
              <label className="mt-2 block">
                <span className="sr-only">{labels['docs.version']}</span>
                <select
                  data-version-select=""
                  defaultValue={docs.versions.find((v) => v.current)?.path}
                  className="w-full rounded-md border border-slate-200 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  {docs.versions.map((version) => (
                    <option key={version.tag} value={version.path}>
                      {version.label} ({version.tag})
                    </option>
                  ))}
                </select>
              </label>
              <hr
                className="my-4 border-dashed border-slate-300 dark:border-slate-700"
                data-dashed-separator=""
              />
            </>
          ) : null}
          <nav aria-label={labels['header.openMenu']} className="space-y-4">
            {docs ? (
              <div>
                <ul className="space-y-1">
                  {docs.sections.map((section) => (
                    <li key={section.path}>
                      <a
                        href={section.path}
                        className={
                          section.active
                            ? 'block py-1 font-semibold text-green-700 dark:text-green-400'
                            : 'block py-1 font-medium'
                        }
                      >
                        {section.title}
                      </a>
                      {section.active ? <Tree items={docs.navigation} path={docs.path} /> : null}
                    </li>
                  ))}
                </ul>
                {docs.sections.some((section) => section.active) ? null : (
                  <Tree items={docs.navigation} path={docs.path} />
                )}
              </div>
            ) : null}
            <ul className="space-y-2">
              {menus.map((menu) => (
                <li key={menu.label}>
                  {menu.to ? (
                    <a href={menu.to} className="block py-1 font-medium">
                      {menu.label}
                    </a>
                  ) : (
                    <p className="py-1 font-semibold">{menu.label}</p>
                  )}
                  {menu.children ? (
                    <ul className="ml-3 space-y-1">
                      {menu.children.map((child) => (
                        <li key={child.to}>
                          <a
                            href={child.to}
                            target={child.external ? '_blank' : undefined}
                            rel={child.external ? 'noopener noreferrer' : undefined}
                            className="block py-1 text-sm"
                          >
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </>
  )
}
