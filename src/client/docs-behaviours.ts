import { SIDEBAR_STORAGE_KEY } from '../shared/constants'
import { trackToc } from './toc-tracker'

/**
 * Docs page behaviours in plain TypeScript (part of the boot script, no React):
 * the version select navigates on change, the 'Collapse sidebar'/'Expand sidebar' toggle
 * (persisted), and the 'On this page' TOC marks the heading being read while scrolling
 * (src/client/toc-tracker.ts). 'Copy page' is the page actions island (src/islands/PageActions.tsx).
 */

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
}
