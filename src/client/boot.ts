import { installBuildCheck } from './build-check'
import { reloadOnChunkError } from './chunk-guard'
import { trackPageview } from './analytics'
import { installContentBehaviours } from './content-behaviours'
import { installDocsBehaviours } from './docs-behaviours'
import { hydrateNow, scheduleIslands } from './islands'
import { createLoadingBar } from './loading-bar'
import { hasConfirmationParams } from '../shared/newsletter/confirm-params'
import { renderMissingIcons } from './icon-loader'
import { installPrefetch } from './prefetch'
import { loadPayload, installRouter, routableUrl } from './router'
import { installSearchTrigger } from './search-trigger'
import { loadServerIslands } from './server-islands'
import { installSidebarLevels } from './sidebar-lazy'
import { installSlashFocus } from './slash-focus'
import { installLanguageBanner } from './language-banner'
import { mirrorPreviewToken } from './preview-token'

/**
 * The boot script: the only JS that runs before the page is idle. Plain TypeScript (budget
 * 10 KB gzip): islands, server islands, content and docs behaviours, client navigation with the loading bar,
 * prefetch, the build check, analytics and the newsletter confirmation (a lazy chunk). React loads with the first island that hydrates.
 */
window.__asterToasts = []
window.addEventListener('aster:toast', (event) => {
  if (window.__asterToasterReady) return
  window.__asterToasts!.push((event as CustomEvent).detail)
  void hydrateNow(document.querySelector('aster-island[data-island="Toaster"]'))
})

scheduleIslands(document)
void loadServerIslands(document)
void renderMissingIcons(document)
installSearchTrigger(document, hydrateNow)
installSlashFocus(document)
installContentBehaviours(document)
installDocsBehaviours(document)
installSidebarLevels(document)
const prefetch = installPrefetch(routableUrl, loadPayload)
prefetch.observe(document)
installRouter({
  bar: createLoadingBar(document),
  beforeSwap: (roots) => {
    if (roots.some((root) => root.querySelector('aster-island[data-hydrated]')))
      // a failed chunk load reloads (spec 8); an error of the code itself does not
      void import('./hydrate').then((module) => module.unmountIslands(roots), reloadOnChunkError)
  },
  onSwap: (roots) => {
    prefetch.reset()
    for (const root of roots) {
      scheduleIslands(root)
      void loadServerIslands(root)
      void renderMissingIcons(root)
      prefetch.observe(root)
    }
    installDocsBehaviours(document)
  },
})
mirrorPreviewToken()
installLanguageBanner(document)
installBuildCheck(document.documentElement.dataset.buildId)
trackPageview()
// a newsletter confirmation link opens any page with a toaster (not the admin layouts, which
// could not say how it went): its code loads only then
if (hasConfirmationParams(location.search) && document.querySelector('[data-toaster]'))
  void import('./newsletter-confirm').then(
    (module) => module.confirmSubscription(),
    reloadOnChunkError
  )
