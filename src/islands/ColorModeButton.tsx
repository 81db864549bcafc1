import { useEffect, useState } from 'react'
import { COLOR_MODE_STORAGE_KEY } from '../shared/color-mode-script'
import type { LabelsOf } from '../shared/i18n/pick'

/** Accessible names of the switch, by the mode it switches to. */
const SWITCH_TO = { dark: 'colorMode.toDark', light: 'colorMode.toLight' } as const

/** The button's strings (picked on the server: src/shared/i18n/pick.ts). */
export const COLOR_MODE_LABEL_KEYS = [SWITCH_TO.dark, SWITCH_TO.light] as const

export interface ColorModeButtonProps {
  labels: LabelsOf<typeof COLOR_MODE_LABEL_KEYS>
}

type Mode = keyof typeof SWITCH_TO

/** Applies a mode: class on <html>, color-scheme, both theme-color metas, persisted choice. */
function applyMode(mode: Mode): void {
  const root = document.documentElement
  root.classList.toggle('dark', mode === 'dark')
  root.style.colorScheme = mode
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.setAttribute('content', mode === 'dark' ? '#020420' : 'white')
  }
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, mode)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

/** The light/dark switch in the header. Both icons are rendered; CSS shows the right one. */
export default function ColorModeButton({ labels }: ColorModeButtonProps) {
  const [mode, setMode] = useState<Mode | null>(null)
  useEffect(() => {
    setMode(document.documentElement.classList.contains('dark') ? 'dark' : 'light')
  }, [])
  const next: Mode = mode === 'dark' ? 'light' : 'dark'
  return (
    <button
      type="button"
      className="inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      aria-label={
        mode ? labels[SWITCH_TO[next]] : `${labels[SWITCH_TO.dark]} / ${labels[SWITCH_TO.light]}`
      }
      data-color-mode-button=""
      data-hydrated={mode ? '' : undefined}
      onClick={() => {
        const current: Mode = document.documentElement.classList.contains('dark') ? 'dark' : 'light'
        const target: Mode = current === 'dark' ? 'light' : 'dark'
        applyMode(target)
        setMode(target)
      }}
    >
      <svg
        className="block size-5 dark:hidden"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg
        className="hidden size-5 dark:block"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    </button>
  )
}
