import { useEffect, useRef, useState } from 'react'
import { LogoMark } from '../components/layout/Logo'
import { raiseToast } from '../components/ui/raise-toast'
import { LOGO_SVG } from '../shared/brand'
import type { LabelsOf } from '../shared/i18n/pick'
import { useLocalePath } from '../components/locale-context'

/** The menu's strings (picked on the server: src/shared/i18n/pick.ts). */
export const LOGO_MENU_LABEL_KEYS = [
  'header.logoMenu.copySvg',
  'header.logoMenu.designKit',
  'header.logoCopied',
] as const

export interface LogoMenuProps {
  /** The link's text and accessible name. */
  siteName: string
  labels: LabelsOf<typeof LOGO_MENU_LABEL_KEYS>
}

/** The header logo: a link home; right click opens 'Copy logo as SVG' / 'Browse design kit'. */
export default function LogoMenu({ siteName, labels }: LogoMenuProps) {
  const [menu, setMenu] = useState<{ x: number; y: number } | null>(null)
  const first = useRef<HTMLButtonElement>(null)
  const to = useLocalePath()
  useEffect(() => {
    if (!menu) return
    first.current?.focus()
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      setMenu(null)
    }
    window.addEventListener('keydown', close)
    window.addEventListener('click', close)
    window.addEventListener('scroll', close, { passive: true })
    return () => {
      window.removeEventListener('keydown', close)
      window.removeEventListener('click', close)
      window.removeEventListener('scroll', close)
    }
  }, [menu])
  const copy = async () => {
    setMenu(null)
    try {
      await navigator.clipboard.writeText(LOGO_SVG)
      raiseToast({ title: labels['header.logoCopied'], color: 'success' })
    } catch (error) {
      console.error('[aster] copying the logo failed:', error)
    }
  }
  return (
    <>
      <a
        href={to('/')}
        aria-label={siteName}
        data-logo=""
        className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white"
        onContextMenu={(event) => {
          event.preventDefault()
          setMenu({ x: event.clientX, y: event.clientY })
        }}
      >
        <LogoMark className="size-7" />
        {siteName}
      </a>
      {menu ? (
        <div
          role="menu"
          data-logo-menu=""
          style={{ left: menu.x, top: menu.y }}
          className="fixed z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-800 dark:bg-slate-900"
        >
          <button
            ref={first}
            type="button"
            role="menuitem"
            onClick={copy}
            className="flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <span className="i-lucide-copy size-4" aria-hidden="true" />{' '}
            {labels['header.logoMenu.copySvg']}
          </button>
          <a
            role="menuitem"
            href={to('/design-kit')}
            className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <span className="i-lucide-palette size-4" aria-hidden="true" />{' '}
            {labels['header.logoMenu.designKit']}
          </a>
        </div>
      ) : null}
    </>
  )
}
