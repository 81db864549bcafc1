import { holdTypedText } from '../components/search/type-ahead'
import { isMacPlatform, isSearchShortcut } from '../shared/search/shortcut'
import { linkIconSheet } from './icon-sheets'

/** The palette island's marker (src/components/search/SearchMount.tsx). */
const PALETTE_ISLAND = 'aster-island[data-island="SearchPalette"]'
/** Signs of intent on a search button: its code starts loading before the click. */
const INTENT_EVENTS = ['pointerover', 'focusin', 'pointerdown', 'touchstart'] as const

/**
 * Part of the boot script: the palette island hydrates on intent, never with the page. Hovering,
 * focusing or pressing a `[data-search-open]` button loads React and the palette (so the click
 * that follows opens it at once); a click or Meta+K (Ctrl+K off macOS) before the island is live
 * (`<html data-search-ready>`, set by the palette) waits for it and is replayed on the live
 * island, so the first open is never lost; keys typed meanwhile are held for its field
 * (src/components/search/type-ahead.ts).
 */
export function installSearchTrigger(
  doc: Document,
  hydrate: (island: Element) => Promise<void>
): void {
  const mac = isMacPlatform(navigator as Parameters<typeof isMacPlatform>[0])
  const ready = () => doc.documentElement.hasAttribute('data-search-ready')
  // the last interaction that waits for the island: replayed once, when it is live
  let replay: (() => void) | null = null
  const warm = () => {
    // results show module, hosting and docs icons whatever the page's route kind
    linkIconSheet(doc, doc.documentElement.dataset.iconSheet)
    const island = doc.querySelector(PALETTE_ISLAND)
    return island ? hydrate(island) : null
  }
  const wake = (next: () => void) => {
    const live = warm()
    if (!live) return
    replay = next
    void live.then(() => {
      const run = replay
      replay = null
      if (run && ready()) run()
    })
  }
  const onIntent = (event: Event) => {
    if (!ready() && event.target instanceof Element && event.target.closest('[data-search-open]'))
      void warm()
  }
  for (const type of INTENT_EVENTS)
    doc.addEventListener(type, onIntent, { capture: true, passive: true })
  doc.addEventListener(
    'click',
    (event) => {
      if (ready() || !(event.target instanceof Element)) return
      const trigger = event.target.closest<HTMLElement>('[data-search-open]')
      if (!trigger) return
      event.preventDefault()
      holdTypedText(doc)
      wake(() => trigger.click())
    },
    true
  )
  doc.addEventListener('keydown', (event) => {
    if (ready() || !isSearchShortcut(event, mac)) return
    event.preventDefault()
    holdTypedText(doc)
    const { key, code, metaKey, ctrlKey } = event
    wake(() =>
      doc.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          metaKey,
          ctrlKey,
          bubbles: true,
          cancelable: true,
        })
      )
    )
  })
}
