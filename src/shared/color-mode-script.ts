import { SIDEBAR_STORAGE_KEY } from './constants'

/**
 * Colour mode (and the docs sidebar's collapsed state), applied before first paint by an inline
 * script in <head> (no flash). A plain string, so the build can minify and hash it.
 * Consumers: the document shell (inlines COLOR_MODE_SCRIPT), build/index.ts (minifies it and
 * writes its sha256 for the CSP), and the colour-mode island (same storage key and class).
 */
export const COLOR_MODE_STORAGE_KEY = 'aster-color-mode'

/** Runs in <head>: forced mode (data-force-color-mode) > stored choice > system preference. */
export const COLOR_MODE_SCRIPT = `(function () {
  var root = document.documentElement
  var mode = root.getAttribute('data-force-color-mode')
  var stored = null
  try {
    stored = localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')
    if (localStorage.getItem('${SIDEBAR_STORAGE_KEY}') === 'collapsed') root.setAttribute('data-sidebar-collapsed', '')
  } catch (e) {}
  mode = mode || stored
  if (mode !== 'dark' && mode !== 'light') mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  root.classList.toggle('dark', mode === 'dark')
  root.style.colorScheme = mode
  if (root.getAttribute('data-force-color-mode') || stored) {
    var metas = document.querySelectorAll('meta[name="theme-color"]')
    for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', mode === 'dark' ? '#020420' : 'white')
  }
})()`
