import { getClientMessages } from '../shared/i18n/client'

/**
 * Behaviour of compiled content (markup from build/content/components): copy buttons of code
 * blocks and the tabs of `::code-group` / `::tabs`. Plain DOM, one delegated listener per
 * event on the document, so it works for any page body injected later. Consumer: the client
 * entry of content pages.
 */

/** localStorage key of the last chosen code-group tab label (`pnpm`); applied on install. */
export const CODE_GROUP_STORAGE_KEY = 'aster-code-group'

const TAB = '[role=tab]'
const GROUP_TAB_ATTR = 'data-code-group-tab'
const COPIED_MS = 2000

/**
 * Installs the content behaviours on `doc` and applies the saved code-group choice. Call it
 * once per document (from the client entry); listeners are delegated, not per block.
 */
export function installContentBehaviours(doc: Document): void {
  const win = doc.defaultView!
  doc.addEventListener('click', (event) => {
    const target = event.target as Element
    const copy = target.closest<HTMLElement>('[data-copy-code]')
    if (copy) return void copyCode(copy, win)
    const tab = target.closest<HTMLElement>(TAB)
    if (tab) selectTab(doc, tab, win)
  })
  doc.addEventListener('keydown', (event) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    const tab = step && (event.target as Element).closest<HTMLElement>(TAB)
    if (!tab) return
    const tabs = siblingsByRole(tab.parentElement, 'tab')
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length]!
    event.preventDefault()
    next.focus()
    selectTab(doc, next, win)
  })
  const saved = store(win)
  if (saved) syncCodeGroups(doc, saved)
}

/** Reads (no `value`) or writes the saved label; storage may be blocked (privacy mode). */
function store(win: Window, value?: string): string | null | undefined {
  try {
    if (value === undefined) return win.localStorage.getItem(CODE_GROUP_STORAGE_KEY)
    win.localStorage.setItem(CODE_GROUP_STORAGE_KEY, value)
  } catch {
    // Not persisted: the first tabs stay selected on the next page.
  }
}

function siblingsByRole(parent: Element | null, role: string): HTMLElement[] {
  const children = [...(parent?.children ?? [])] as HTMLElement[]
  return children.filter((child) => child.getAttribute('role') === role)
}

/** Selects `tab` in its own tab set: aria-selected, roving tabindex, panel visibility. */
function showTab(tab: HTMLElement): void {
  const list = tab.parentElement
  const panels = siblingsByRole(list?.parentElement ?? null, 'tabpanel')
  siblingsByRole(list, 'tab').forEach((each, index) => {
    const selected = each === tab
    each.setAttribute('aria-selected', `${selected}`)
    each.tabIndex = selected ? 0 : -1
    if (panels[index]) panels[index].hidden = !selected
  })
}

function selectTab(doc: Document, tab: HTMLElement, win: Window): void {
  showTab(tab)
  const label = tab.getAttribute(GROUP_TAB_ATTR)
  if (label === null) return
  syncCodeGroups(doc, label)
  store(win, label)
}

/** Selects the tab labelled `label` in every code group of the page that has one. */
function syncCodeGroups(doc: Document, label: string): void {
  for (const tab of doc.querySelectorAll<HTMLElement>(`[${GROUP_TAB_ATTR}]`)) {
    if (tab.getAttribute(GROUP_TAB_ATTR) === label) showTab(tab)
  }
}

async function copyCode(button: HTMLElement, win: Window): Promise<void> {
  const code = button.closest('[data-code-block]')?.querySelector('pre code')?.textContent ?? ''
  try {
    await win.navigator.clipboard.writeText(code)
  } catch {
    return
  }
  const messages = getClientMessages(win.document.documentElement.lang)
  button.setAttribute('aria-label', messages['ui.codeCopied'])
  win.dispatchEvent(
    new CustomEvent('aster:toast', {
      detail: { title: messages['ui.copiedToClipboard'], color: 'success' },
    })
  )
  // The title keeps the resting label, so a second click within 2 s restores it correctly.
  win.setTimeout(() => button.setAttribute('aria-label', button.title), COPIED_MS)
}
