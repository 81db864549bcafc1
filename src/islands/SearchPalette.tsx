import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createAiWidgetLoader } from '../components/search/ai-widget'
import type { PaletteLabels } from '../components/search/palette-items'
import { SearchDialog } from '../components/search/SearchDialog'
import { focusedBeforeHolding, holdTypedText } from '../components/search/type-ahead'
import { LATEST_DOCS_VERSION, resolveDocsVersion } from '../shared/docs/versions'
import type { SearchVersion } from '../shared/search/filter'
import type { DocsSectionLink } from '../shared/docs/sections'
import { isMacPlatform, isSearchShortcut } from '../shared/search/shortcut'

export interface SearchPaletteProps {
  /** Palette strings and header-menu labels (the links shown before typing), picked on the server. */
  labels: PaletteLabels
  /** Script URL of the AI assistant widget (AI_WIDGET_URL); '' opens the local answer panel. */
  aiWidgetUrl: string
  /** Most results per group and per search (spec 9: 42; the error page passes it too). */
  limit: number
  /** Each docs version's Docs menu links, by version path (the header's, in the page's language). */
  docsMenus?: Record<string, DocsSectionLink[]>
}

/**
 * The global search palette (island, hydrated on idle or on the first open, whichever comes
 * first: src/client/search-trigger.ts; its code never loads with the page). Opens on
 * a click on any `[data-search-open]` element (the header button) and on Meta+K (Ctrl+K off
 * macOS); searches the docs version of the current path (3 under /docs/3.x, else 4).
 * Renders nothing on the server: the dialog exists only while open.
 */
export default function SearchPalette({
  labels,
  aiWidgetUrl,
  limit,
  docsMenus,
}: SearchPaletteProps) {
  const [open, setOpen] = useState(false)
  const isOpen = useRef(false)
  isOpen.current = open
  /** Focused before opening (the search button); focused again on close. */
  const opener = useRef<HTMLElement | null>(null)
  const [version, setVersion] = useState<SearchVersion>(LATEST_DOCS_VERSION.major)
  const ai = useMemo(() => (aiWidgetUrl ? createAiWidgetLoader(aiWidgetUrl) : null), [aiWidgetUrl])
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    const mac = isMacPlatform(navigator)
    const readVersion = () => setVersion(resolveDocsVersion(location.pathname).major)
    const rememberOpener = () => {
      if (document.querySelector('[data-search-palette]')) return
      const focused = focusedBeforeHolding(document)
      opener.current = focused instanceof HTMLElement ? focused : null
    }
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.('[data-search-open]')
      if (!trigger) return
      event.preventDefault()
      if (trigger instanceof HTMLElement) trigger.focus()
      rememberOpener()
      // keys typed before the dialog's field is focused land in the holder (type-ahead.ts)
      if (!isOpen.current) holdTypedText(document)
      readVersion()
      setOpen(true)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event, mac)) return
      event.preventDefault()
      rememberOpener()
      if (!isOpen.current) holdTypedText(document)
      readVersion()
      setOpen((was) => !was)
    }
    const onNavigated = () => {
      readVersion()
      setOpen(false)
    }
    for (const kbd of document.querySelectorAll('[data-search-kbd]'))
      kbd.textContent = mac ? '⌘K' : 'Ctrl K'
    readVersion()
    document.addEventListener('click', onClick, true)
    document.addEventListener('keydown', onKeyDown)
    window.addEventListener('aster:navigated', onNavigated)
    window.addEventListener('popstate', onNavigated)
    document.documentElement.dataset.searchReady = ''
    return () => {
      document.removeEventListener('click', onClick, true)
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('aster:navigated', onNavigated)
      window.removeEventListener('popstate', onNavigated)
      delete document.documentElement.dataset.searchReady
    }
  }, [])

  useEffect(() => {
    if (!open) return
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      // back to the opener, unless the palette navigated and focus moved on (client router)
      const target = opener.current
      if (
        target?.isConnected &&
        (document.activeElement === document.body || !document.activeElement)
      )
        target.focus({ preventScroll: true })
    }
  }, [open])

  const askAi = useCallback(async (question: string) => (ai ? ai.open(question) : false), [ai])
  return open ? (
    <SearchDialog
      labels={labels}
      version={version}
      limit={limit}
      docsMenus={docsMenus}
      askAi={askAi}
      onClose={close}
    />
  ) : null
}
