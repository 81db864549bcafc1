import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { LabelsOf } from '../shared/i18n/pick'
import { createOverlayManager, OVERLAY_TIMINGS } from '../shared/ui/overlay'
import { fadeIn } from '../components/overlay-enter'

/** The menu's strings (picked on the server: src/shared/i18n/pick.ts). */
export const MOBILE_MENU_LABEL_KEYS = ['header.openMenu', 'header.closeMenu'] as const

export interface MobileMenuProps {
  labels: LabelsOf<typeof MOBILE_MENU_LABEL_KEYS>
}

const OVERLAY_ID = 'mobile-menu'

/** A header menu as the open menu lists it (read from the header's own links). */
interface MenuEntry {
  label: string
  to?: string
  children?: { label: string; to: string; external: boolean }[]
}

/**
 * The header menus, read from the rendered header nav (src/components/layout/HeaderNav.tsx)
 * rather than serialised into the page a second time as props.
 */
function readMenus(doc: Document): MenuEntry[] {
  const nav = doc.querySelector('[data-header-nav]')
  if (!nav) return []
  return [...nav.children].map((entry) => {
    if (entry instanceof HTMLAnchorElement)
      return { label: entry.textContent ?? '', to: entry.getAttribute('href') ?? '/' }
    return {
      label: entry.querySelector('button')?.textContent ?? '',
      children: [...entry.querySelectorAll<HTMLAnchorElement>('ul a[href]')].map((link) => ({
        label: link.textContent ?? '',
        to: link.getAttribute('href')!,
        external: link.hasAttribute('data-external'),
      })),
    }
  })
}

/**
 * Docs pages: copies of the aside's version select, section anchors and tree (the aside is
 * hidden below lg, but it is in the page), so the tree is in the HTML once. Collapsed groups in
 * the copy expand like the aside's (the boot script's delegated listeners).
 */
function copyDocsAside(doc: Document): Node[] {
  const aside = doc.querySelector('[data-docs-aside]')
  // a docs path without an aside (a docs 404): the header's select, hidden below xl (spec 2)
  if (!aside) return copyParts([versionSelectOf(doc.querySelector('[data-header-docs-version]'))])
  return copyParts([
    versionSelectOf(aside),
    aside.querySelector('[data-section-anchors]'),
    aside.querySelector('[data-docs-nav] > ul'),
  ])
}

const versionSelectOf = (root: Element | null) =>
  root?.querySelector('[data-version-select]')?.closest('label')

function copyParts(parts: (Element | null | undefined)[]): Node[] {
  const copies: Node[] = []
  for (const part of parts) {
    if (!part) continue
    const copy = part.cloneNode(true) as Element
    copy.removeAttribute('data-section-anchors')
    // spec 2: bridge and migration stay out of the mobile menu unless the page is inside them
    for (const hidden of copy.querySelectorAll('[data-mobile-hidden]')) hidden.remove()
    copy.classList.add('mb-4')
    copies.push(copy)
  }
  return copies
}

/** The full-screen mobile menu: toggled by its button, closed on any route change. */
export default function MobileMenu({ labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [menus, setMenus] = useState<MenuEntry[]>([])
  const docsRef = useRef<HTMLDivElement>(null)
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
  useLayoutEffect(() => {
    if (!open) return
    setMenus(readMenus(document))
    const copies = copyDocsAside(document)
    docsRef.current?.replaceChildren(...copies)
    if (copies.length) {
      const line = document.createElement('hr')
      line.className = 'my-4 border-dashed border-slate-300 dark:border-slate-700'
      line.setAttribute('data-dashed-separator', '')
      docsRef.current?.insertBefore(line, copies[1] ?? null)
    }
  }, [open])
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
          ref={fadeIn}
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
          <div ref={docsRef} data-mobile-docs="" />
          <nav aria-label={labels['header.openMenu']} className="space-y-4">
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
