import type { ReactNode } from 'react'

/** How special key names are printed; other single characters are upper-cased. */
const KEY_LABELS: Record<string, string> = {
  meta: '⌘',
  command: '⌘',
  cmd: '⌘',
  ctrl: 'Ctrl',
  control: 'Ctrl',
  shift: 'Shift',
  alt: 'Alt',
  option: '⌥',
  enter: 'Enter',
  escape: 'Esc',
  esc: 'Esc',
  tab: 'Tab',
  space: 'Space',
  backspace: 'Backspace',
  delete: 'Delete',
  arrowup: '↑',
  arrowdown: '↓',
  arrowleft: '←',
  arrowright: '→',
}

/** Props of {@link Kbd}: the key from `value` (`:kbd{value="meta"}`) or the text (`:kbd[K]`). */
export interface KbdProps {
  value?: string
  children?: ReactNode
}

/** Printable label of a key name: `meta` → `⌘`, `k` → `K`, `ctrl` → `Ctrl`. */
export function formatKey(value: string): string {
  const known = KEY_LABELS[value.toLowerCase()]
  if (known) return known
  return value.length === 1 ? value.toUpperCase() : value
}

/** A keyboard key. */
export function Kbd({ value, children }: KbdProps) {
  return (
    <kbd className="inline-flex h-5 min-w-5 items-center justify-center rounded border border-b-2 border-slate-300 bg-slate-50 px-1 font-sans text-xs font-medium text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200">
      {value ? formatKey(value) : children}
    </kbd>
  )
}
