import type { Messages } from '../../shared/i18n'

/**
 * The header's search button (plain server HTML, no island): `data-search-open` makes the
 * palette island open on click (src/client/search-trigger.ts wakes the island first when it is
 * not live yet). On small screens only the icon shows (the label stays for screen readers).
 * The shortcut hint says ⌘K; the palette rewrites `[data-search-kbd]` to 'Ctrl K' off macOS.
 */
export function SearchButton({ t, className = '' }: { t: Messages; className?: string }) {
  return (
    <button
      type="button"
      data-search-open=""
      aria-keyshortcuts="Meta+K"
      className={`inline-flex items-center gap-2 rounded-md border border-slate-200 text-sm text-slate-500 hover:border-slate-300 hover:text-slate-700 max-sm:size-9 max-sm:justify-center sm:px-2.5 sm:py-1.5 dark:border-slate-700 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-slate-200 ${className}`}
    >
      <span className="i-lucide-search size-4" aria-hidden="true" />
      <span className="max-sm:sr-only">{t['header.search']}</span>
      <kbd
        data-search-kbd=""
        aria-hidden="true"
        className="whitespace-nowrap rounded border border-slate-200 px-1 font-sans text-xs max-sm:hidden dark:border-slate-700"
      >
        ⌘K
      </kbd>
    </button>
  )
}
