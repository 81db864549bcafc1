import { fetchWithRetry } from '../components/fetch-retry'

/**
 * The docs aside's lazy levels (plain TypeScript, part of the boot script): the page's HTML holds
 * only the way to the current page (src/shared/docs/sidebar-tree.ts), so expanding a collapsed
 * group, or pressing a cut level's 'show all', loads that level's HTML from `/api/docs-nav` and
 * swaps it in. Delegated on the document, so the mobile menu's copy of the tree works the same.
 */

const loaded = new Map<string, Promise<string>>()

/** The rendered items of a docs folder at a nesting depth (one fetch per folder and depth). */
function loadLevel(group: string, depth: number): Promise<string> {
  const key = `${group}|${depth}`
  let html = loaded.get(key)
  if (!html) {
    const query = new URLSearchParams({ group, depth: String(depth) })
    // the page's language: the level's titles and links are in it (worker/api/docs-nav.tsx)
    if (document.documentElement.lang !== 'en') query.set('locale', document.documentElement.lang)
    html = fetchWithRetry(`/api/docs-nav?${query}`).then((response) => {
      if (!response.ok) throw new Error(`/api/docs-nav?${query} answered ${response.status}`)
      return response.text()
    })
    loaded.set(key, html)
    html.catch(() => loaded.delete(key))
  }
  return html
}

/** Replaces `list` (a level's <ul>) with the level loaded for `group`; on failure keeps it. */
async function swapLevel(list: Element, group: string): Promise<Element | undefined> {
  const depth = Number(list.getAttribute('data-nav-level') ?? '1')
  list.setAttribute('aria-busy', 'true')
  try {
    const template = document.createElement('template')
    template.innerHTML = await loadLevel(group, depth)
    const level = template.content.firstElementChild
    if (level) list.replaceWith(level)
    return level ?? undefined
  } catch (error) {
    // the fallback link to the group's first page stays usable
    console.error('[aster] docs navigation level failed to load:', error)
    list.removeAttribute('aria-busy')
    return undefined
  }
}

/** Installs the listeners once per document. */
export function installSidebarLevels(doc: Document): void {
  // `toggle` does not bubble: listen in the capture phase
  doc.addEventListener(
    'toggle',
    (event) => {
      const details = event.target
      if (!(details instanceof HTMLDetailsElement) || !details.open) return
      if (!details.hasAttribute('data-nav-lazy')) return
      details.removeAttribute('data-nav-lazy')
      const list = details.querySelector(':scope > ul')
      if (list) void swapLevel(list, details.dataset.navGroup!)
    },
    true
  )
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-nav-more]')
    const list = button?.closest('ul')
    if (!button || !list) return
    button.disabled = true
    // the button goes with the old list: keyboard users continue from the level's first item
    void swapLevel(list, button.dataset.navMore!).then((level) => {
      if (level) level.querySelector<HTMLElement>('a, summary')?.focus()
      else button.disabled = false
    })
  })
}
