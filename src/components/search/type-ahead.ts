/**
 * Keys typed while the search palette opens (its code loading, or React mounting the dialog) must
 * all land in its field. The moment the palette is asked for, an invisible field takes the focus,
 * so the browser itself keeps every keystroke (IME included); the dialog takes that text when its
 * own field is focused. Plain DOM, no state of its own: the boot script (src/client/search-trigger.ts)
 * and the palette island each bundle it and meet in the document.
 */

const HOLDER = 'data-search-typeahead'
/** A holder nobody claimed (the palette's code failed to load) gives the focus back after this. */
const HOLD_MS = 10_000

type Holder = HTMLInputElement & { asterOpener?: Element | null }

/** Starts holding typed keys (once: a second call keeps the holder of the first). */
export function holdTypedText(doc: Document): void {
  if (doc.querySelector(`[${HOLDER}]`)) return
  const holder = doc.createElement('input') as Holder
  holder.setAttribute(HOLDER, '')
  holder.setAttribute('aria-hidden', 'true')
  holder.tabIndex = -1
  holder.autocomplete = 'off'
  holder.style.cssText =
    'position:fixed;top:0;left:0;width:1px;height:1px;opacity:0;border:0;padding:0;pointer-events:none'
  holder.asterOpener = doc.activeElement
  doc.body.insertAdjacentElement('beforeend', holder)
  holder.focus({ preventScroll: true })
  setTimeout(() => {
    if (!holder.isConnected) return
    const opener = holder.asterOpener
    holder.remove()
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
  }, HOLD_MS)
}

/** The element focused before the holder took the focus, else the focused element. */
export function focusedBeforeHolding(doc: Document): Element | null {
  const holder = doc.querySelector<Holder>(`[${HOLDER}]`)
  return holder ? (holder.asterOpener ?? null) : doc.activeElement
}

/**
 * Takes the text held so far and removes the holder; call it in the same task that focuses the
 * real field, so no keystroke falls between them.
 */
export function takeTypedText(doc: Document): string {
  const holder = doc.querySelector<Holder>(`[${HOLDER}]`)
  if (!holder) return ''
  const text = holder.value
  holder.remove()
  return text
}
