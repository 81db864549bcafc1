import { useEffect, useState } from 'react'
import { COLOR_MODE_STORAGE_KEY } from '../client/color-mode-script'

export interface ColorModeButtonProps {
  /** Accessible labels, already translated. */
  labels: { dark: string; light: string }
}

type Mode = 'light' | 'dark'

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
      aria-label={mode ? labels[next] : `${labels.dark} / ${labels.light}`}
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
