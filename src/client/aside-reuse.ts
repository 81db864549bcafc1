/*
 * Keeping the docs aside across a client navigation (part of the boot script). A docs page's
 * `_payload.json` holds an empty slot where the aside goes (its key, the page's path and the
 * version select, worker/render/page.tsx); when the key matches the aside shown
 * (src/shared/docs/aside-key.ts), the router moves that aside into the slot and only the current
 * page's mark and the version targets change. Consumer: src/client/router.ts.
 */

/** The shown docs aside of a page region and its key (none on a page without one). */
export function shownAside(main: Element): { aside?: Element; key?: string } {
  const aside = main.querySelector('[data-docs-aside]:not([data-aside-slot])') ?? undefined
  return { aside, key: aside?.getAttribute('data-aside-key') ?? undefined }
}

/**
 * Copies the version select's targets of `from` (an aside or its slot) into every version select
 * of `into`: the part of the aside and the header that differs between pages of one key.
 */
export function copyVersionTargets(from: Element, into: Element): void {
  const source = from.querySelector<HTMLSelectElement>('[data-version-select]')
  if (!source) return
  for (const select of into.querySelectorAll<HTMLSelectElement>('[data-version-select]')) {
    select.replaceChildren(...[...source.options].map((option) => option.cloneNode(true)))
    select.value = source.value
  }
}

/**
 * Puts `kept` (the aside shown before the region was replaced) in place of the region's slot:
 * version targets from the slot, the current page's mark (`aria-current` and its look) moved to
 * the slot's path. False when the region holds no slot.
 */
export function fillAsideSlot(main: Element, kept: Element): boolean {
  const slot = main.querySelector('[data-aside-slot]')
  if (!slot) return false
  copyVersionTargets(slot, kept)
  const path = slot.getAttribute('data-aside-slot')
  const links = [...kept.querySelectorAll<HTMLAnchorElement>('[data-docs-nav] a[href]')]
  const marked = links.find((link) => link.getAttribute('aria-current') === 'page')
  const next = links.find((link) => link.getAttribute('href') === path)
  if (marked && next && marked !== next) {
    // the two links trade their classes: the aside's look of a page link and of the current one
    const look = marked.className
    marked.className = next.className
    next.className = look
    marked.removeAttribute('aria-current')
    next.setAttribute('aria-current', 'page')
  }
  slot.replaceWith(kept)
  return true
}
