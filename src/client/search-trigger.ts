import { isMacPlatform, isSearchShortcut } from '../shared/search/shortcut'

/** The palette island's marker (src/components/search/SearchMount.tsx). */
const PALETTE_ISLAND = 'aster-island[data-island="SearchPalette"]'

/**
 * Part of the boot script: the palette island hydrates on idle, so a visitor who clicks a
 * `[data-search-open]` button or presses Meta+K (Ctrl+K off macOS) before then would be
 * ignored. Until the island is live (`<html data-search-ready>`, set by the palette), such an
 * interaction loads its code at once and is replayed on the live island, so the first open is
 * never lost and the palette code still never loads with the page.
 */
export function installSearchTrigger(
  doc: Document,
  hydrate: (island: Element) => Promise<void>
): void {
  const mac = isMacPlatform(navigator as Parameters<typeof isMacPlatform>[0])
  const ready = () => doc.documentElement.hasAttribute('data-search-ready')
  let waking = false
  const wake = (replay: () => void) => {
    const island = doc.querySelector(PALETTE_ISLAND)
    if (!island || waking) return
    waking = true
    void hydrate(island).then(() => {
      waking = false
      if (ready()) replay()
    })
  }
  doc.addEventListener(
    'click',
    (event) => {
      if (ready() || !(event.target instanceof Element)) return
      const trigger = event.target.closest<HTMLElement>('[data-search-open]')
      if (!trigger) return
      event.preventDefault()
      wake(() => trigger.click())
    },
    true
  )
  doc.addEventListener('keydown', (event) => {
    if (ready() || !isSearchShortcut(event, mac)) return
    event.preventDefault()
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
