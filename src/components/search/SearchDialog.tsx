import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react'
import type { SearchVersion } from '../../shared/search/filter'
import type { DocsSectionLink } from '../../shared/docs/sections'
import { MAX_QUERY_LENGTH } from '../../shared/search/text'
import { AnswerPanel } from './AnswerPanel'
import {
  buildPaletteGroups,
  formatLabel,
  type PaletteItem,
  type PaletteLabels,
} from './palette-items'
import { PaletteList } from './PaletteList'
import { useFocusTrap } from './use-focus-trap'
import { takeTypedText } from './type-ahead'
import { usePaletteLists, useSections } from './use-palette-data'
import { fadeIn } from '../overlay-enter'
import { useLocale } from '../locale-context'

/** The line under the field when the index is missing (503) or a request failed. */
const NOTICE_CLASS = {
  unavailable:
    'border-b border-slate-200 px-4 py-2 text-sm text-amber-700 dark:border-slate-800 dark:text-amber-400',
  error:
    'border-b border-slate-200 px-4 py-2 text-sm text-red-700 dark:border-slate-800 dark:text-red-400',
}

export interface SearchDialogProps {
  labels: PaletteLabels
  version: SearchVersion
  /** Most sections fetched and items per group. */
  limit: number
  /** Each docs version's Docs menu links, by version path (the header's, in the page's language). */
  docsMenus?: Record<string, DocsSectionLink[]>
  /** Opens 'Ask AI' for a question; resolves true when an assistant widget took over. */
  askAi: (question: string) => Promise<boolean>
  onClose: () => void
}

/**
 * The palette dialog: a search field (combobox) over the grouped results (listbox), or the
 * local Ask AI answer panel. Arrows move, Enter opens, Escape closes, Tab stays inside.
 */
export function SearchDialog({
  labels,
  version,
  limit,
  docsMenus,
  askAi,
  onClose,
}: SearchDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId().replace(/:/g, '')
  const [term, setTerm] = useState('')
  const [active, setActive] = useState(0)
  const [answer, setAnswer] = useState<string | null>(null)
  const locale = useLocale()
  useFocusTrap(dialogRef)
  // what was typed while the palette opened (held by type-ahead.ts), taken in the same task that
  // focuses the field, so no keystroke falls between them
  useLayoutEffect(() => {
    const typed = takeTypedText(document)
    inputRef.current?.focus()
    if (typed) setTerm(typed.slice(0, MAX_QUERY_LENGTH))
  }, [])

  const { sections, status } = useSections(term, version, answer === null, limit)
  const { modules, hosting } = usePaletteLists(true)
  const groups = useMemo(
    () =>
      buildPaletteGroups({
        term,
        version,
        limit,
        sections,
        modules,
        hosting,
        labels,
        locale,
        docsMenus,
      }),
    [term, version, limit, sections, modules, hosting, labels, locale, docsMenus]
  )
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups])
  const current = Math.min(active, Math.max(items.length - 1, 0))
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId])

  const activate = (item: PaletteItem, event?: MouseEvent) => {
    if (item.kind === 'ai') {
      void askAi(item.query).then((handled) => (handled ? onClose() : setAnswer(item.query)))
      return
    }
    // a click on the link itself is left to the browser and the client router
    if (event) return onClose()
    const option = document.getElementById(optionId(items.indexOf(item)))
    if (option instanceof HTMLAnchorElement) option.click()
    else location.assign(item.href)
    onClose()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      if (answer !== null) {
        setAnswer(null)
        requestAnimationFrame(() => inputRef.current?.focus())
      } else onClose()
      return
    }
    if (answer !== null || event.nativeEvent.isComposing || !items.length) return
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
      PageDown: current + 5,
      PageUp: current - 5,
    }
    if (event.key in moves) {
      event.preventDefault()
      const next = moves[event.key]!
      setActive(
        event.key.startsWith('Arrow')
          ? (next + items.length) % items.length
          : Math.min(Math.max(next, 0), items.length - 1)
      )
    } else if (event.key === 'Enter') {
      event.preventDefault()
      activate(items[current]!)
    }
  }

  const empty = term.trim() && status === 'success' && !items.some((item) => item.kind === 'link')
  return (
    <div
      className="fixed inset-0 z-[70] flex items-start justify-center bg-slate-950/40 backdrop-blur-sm sm:px-4 sm:pt-[10vh]"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
      data-search-backdrop=""
      ref={fadeIn}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={labels['search.dialog']}
        onKeyDown={onKeyDown}
        className="flex w-full flex-col overflow-hidden bg-white shadow-2xl max-sm:h-full sm:max-w-2xl sm:rounded-xl sm:border sm:border-slate-200 dark:bg-slate-900 dark:sm:border-slate-800"
        data-search-palette=""
        data-version={version}
      >
        {answer === null ? (
          <>
            <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-800">
              <span
                className="i-lucide-search size-5 shrink-0 text-slate-500 dark:text-slate-400"
                aria-hidden="true"
              />
              <input
                ref={inputRef}
                type="search"
                value={term}
                onChange={(event) => {
                  setTerm(event.target.value)
                  setActive(0)
                }}
                maxLength={MAX_QUERY_LENGTH}
                autoFocus
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="go"
                placeholder={labels['header.search']}
                aria-label={labels['header.search']}
                role="combobox"
                aria-expanded="true"
                aria-controls={listId}
                aria-autocomplete="list"
                aria-activedescendant={items.length ? optionId(current) : undefined}
                className="h-14 min-w-0 flex-1 rounded-md bg-transparent px-2 text-base text-slate-900 outline-none placeholder:text-slate-500 dark:text-white [&::-webkit-search-cancel-button]:hidden"
                data-search-input=""
              />
              {status === 'pending' ? (
                <span
                  role="img"
                  className="i-lucide-loader-circle size-4 animate-spin text-slate-500 dark:text-slate-400"
                  aria-label={labels['search.loading']}
                />
              ) : null}
              <button
                type="button"
                onClick={onClose}
                aria-label={labels['search.close']}
                className="inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800 dark:text-slate-400"
                data-search-close=""
              >
                <span className="i-lucide-x size-4" aria-hidden="true" />
              </button>
            </div>
            {status === 'unavailable' || status === 'error' ? (
              <p
                className={NOTICE_CLASS[status]}
                role="status"
                {...{ [`data-search-${status}`]: '' }}
              >
                {labels[`search.${status}`]}
              </p>
            ) : null}
            {empty ? (
              <p
                className="px-4 pt-4 text-sm text-slate-500 dark:text-slate-400"
                role="status"
                data-search-empty=""
              >
                {formatLabel(labels['search.noResults'], term.trim())}
              </p>
            ) : null}
            <PaletteList
              listId={listId}
              groups={groups}
              active={current}
              optionId={optionId}
              onHover={setActive}
              onActivate={activate}
            />
            <div
              className="hidden items-center gap-4 border-t border-slate-200 px-4 py-2 text-xs text-slate-500 sm:flex dark:border-slate-800 dark:text-slate-400"
              aria-hidden="true"
            >
              <span>
                <kbd className="font-sans">↑↓</kbd> {labels['search.hintNavigate']}
              </span>
              <span>
                <kbd className="font-sans">↵</kbd> {labels['search.hintSelect']}
              </span>
              <span>
                <kbd className="font-sans">esc</kbd> {labels['search.hintClose']}
              </span>
            </div>
          </>
        ) : (
          <AnswerPanel
            question={answer}
            version={version}
            labels={labels}
            onBack={() => {
              setAnswer(null)
              requestAnimationFrame(() => inputRef.current?.focus())
            }}
            onNavigate={onClose}
          />
        )}
      </div>
    </div>
  )
}
