import { SIDEBAR_STORAGE_KEY } from '../shared/constants'
import { getClientMessages } from '../shared/i18n/client'
import { trackToc } from './toc-tracker'
import { fetchWithRetry } from '../components/fetch-retry'

/**
 * Docs page behaviours in plain TypeScript (part of the boot script, no React):
 * the version select navigates on change, 'Copy page' copies the page's markdown, the
 * 'Collapse sidebar'/'Expand sidebar' toggle (persisted), and the 'On this page' TOC marks the
 * heading being read while scrolling (src/client/toc-tracker.ts).
 */
function toast(title: string, color: 'success' | 'error'): void {
  window.dispatchEvent(new CustomEvent('aster:toast', { detail: { title, color } }))
}

let stopToc = () => {}

/** Brings every sidebar toggle's label and state in line with <html data-sidebar-collapsed>. */
function syncSidebarToggles(doc: Document): void {
  const collapsed = doc.documentElement.hasAttribute('data-sidebar-collapsed')
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-sidebar-toggle]')) {
    const label = (collapsed ? button.dataset.labelExpand : button.dataset.labelCollapse) ?? ''
    button.setAttribute('aria-label', label)
    button.title = label
    button.setAttribute('aria-expanded', String(!collapsed))
  }
}

function toggleSidebar(doc: Document): void {
  const collapsed = !doc.documentElement.hasAttribute('data-sidebar-collapsed')
  doc.documentElement.toggleAttribute('data-sidebar-collapsed', collapsed)
  try {
    if (collapsed) localStorage.setItem(SIDEBAR_STORAGE_KEY, 'collapsed')
    else localStorage.removeItem(SIDEBAR_STORAGE_KEY)
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  syncSidebarToggles(doc)
}

/** Installs the delegated listeners once and (re)starts TOC tracking for the current page. */
export function installDocsBehaviours(doc: Document): void {
  stopToc()
  stopToc = trackToc(doc)
  syncSidebarToggles(doc)
  if ((doc as Document & { __asterDocs?: boolean }).__asterDocs) return
  ;(doc as Document & { __asterDocs?: boolean }).__asterDocs = true
  doc.addEventListener('change', (event) => {
    const select = event.target
    if (
      select instanceof HTMLSelectElement &&
      select.matches('[data-version-select]') &&
      select.value.startsWith('/')
    ) {
      window.location.assign(select.value)
    }
  })
  doc.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('[data-sidebar-toggle]')) toggleSidebar(doc)
  })
  doc.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-copy-page]')
    if (!button) return
    const source = button.dataset.copyPage!
    const messages = getClientMessages(doc.documentElement.lang)
    try {
      const response = await fetchWithRetry(source)
      if (!response.ok) throw new Error(`${source} answered ${response.status}`)
      await navigator.clipboard.writeText(await response.text())
      toast(button.dataset.copiedLabel ?? messages['ui.copiedToClipboard'], 'success')
    } catch (error) {
      console.error('[aster] copy page failed:', error)
      toast(messages['ui.copyFailed'], 'error')
    }
  })
}
