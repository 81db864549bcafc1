/** The fields that '/' focuses (the modules directory's search box). */
const SLASH_FIELD = 'input[aria-keyshortcuts="/"]'

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * Part of the boot script: '/' focuses the page's field that announces it
 * (`aria-keyshortcuts="/"`), unless the visitor is typing somewhere. It works before the field's
 * island is live: the keys that follow land in the server-rendered field, the focus wakes the
 * island, and the island loader hands the typed text to it (src/client/islands.ts).
 */
export function installSlashFocus(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return
    if (event.defaultPrevented || isEditable(event.target)) return
    const field = [...doc.querySelectorAll<HTMLInputElement>(SLASH_FIELD)].find(
      (candidate) => candidate.getClientRects().length > 0
    )
    if (!field) return
    event.preventDefault()
    field.focus()
  })
}
