import { NAVIGATION_DELAY_MS } from '../shared/constants'
import { splitLocalePath } from '../shared/i18n/locale-paths'
import { checkNavigation } from '../shared/routing/safe-url'
import { trackPageview } from './analytics'
import { copyVersionTargets, fillAsideSlot, shownAside } from './aside-reuse'
import { isBuildStale, markBuildStale } from './build-check'
import { linkIconSheet } from './icon-sheets'
import type { LoadingBar } from './loading-bar'

/** What `<route>/_payload.json` answers (worker/render/page.tsx PagePayload, or a redirect). */
interface Payload {
  title?: string
  description?: string
  lang?: string
  buildId?: string
  /** What the page's header depends on; `header` comes only when asked for (`?header`). */
  headerKey?: string
  header?: string
  /** A docs page's aside key; `asideSlot` when `html` holds its slot (no `?aside`). */
  asideKey?: string
  asideSlot?: true
  /** The icon sheet of the page's route kind. */
  iconSheet?: string
  /** The page's data; the router reads only what the shell shows outside the page region. */
  data?: { heroOpacity?: number }
  html?: string
  redirect?: string
  reload?: string
}

/**
 * Paths the router never handles (so never prefetched either): APIs, content endpoints, assets,
 * raw files, and the admin area (always a full page load through its guard), in any language.
 */
const NOT_A_PAGE_RE =
  /^\/(api|__|_aster)\b|^(?:\/zh)?\/admin(\/|$)|\.(md|txt|json|xml|svg|png|jpe?g|webp|ico|css|js)$/i
const cache = new Map<string, { at: number; payload: Promise<Payload> }>()
const CACHE_MS = 30_000

/**
 * The payload of a page asked again with the parts the first answer left out (`header`: the
 * rendered header, `aside`: the whole docs aside), never cached: asked for on a key change.
 */
function loadPayloadWith(url: URL, parts: string[]): Promise<Payload> {
  const withParts = new URL(url)
  for (const part of parts) withParts.searchParams.set(part, '')
  cache.delete(withParts.pathname + withParts.search)
  return loadPayload(withParts)
}

/** Fetches (or reuses a fresh prefetch of) the payload of a page. */
export function loadPayload(url: URL): Promise<Payload> {
  const key = url.pathname + url.search
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.payload
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '')
  const payload = fetch(`${path}/_payload.json${url.search}`, {
    headers: { accept: 'application/json' },
  }).then(async (response) => {
    if (!response.headers.get('content-type')?.includes('application/json'))
      throw new Error(`payload of ${key} answered ${response.status}`)
    return (await response.json()) as Payload
  })
  cache.set(key, { at: Date.now(), payload })
  payload.catch(() => cache.delete(key))
  return payload
}

/** The URL of a link the router should handle, or null to leave it to the browser. */
export function routableUrl(link: HTMLAnchorElement): URL | null {
  if (
    (link.target && link.target !== '_self') ||
    link.hasAttribute('download') ||
    link.hasAttribute('data-no-router') ||
    link.hasAttribute('data-external')
  )
    return null
  const url = new URL(link.href, location.href)
  if (url.origin !== location.origin || NOT_A_PAGE_RE.test(url.pathname)) return null
  // another language is a full page load: the footer, the boot strings and <html lang> are the
  // page's language (src/shared/i18n/locale-paths.ts)
  return sameLanguage(url) ? url : null
}

/** Whether a URL is in the shown page's language (src/shared/i18n/locale-paths.ts). */
function sameLanguage(url: URL): boolean {
  return splitLocalePath(url.pathname).locale === splitLocalePath(location.pathname).locale
}

export interface RouterHooks {
  bar: LoadingBar
  /** Called after the page region and header were swapped (hydrate islands, restart behaviours). */
  onSwap: (roots: Element[]) => void
  /** Called before the regions are replaced (unmount islands). */
  beforeSwap: (roots: Element[]) => void
}

/**
 * Installs client navigation: link clicks and back/forward swap the page region, and the header
 * when its key changed.
 */
export function installRouter({ bar, onSwap, beforeSwap }: RouterHooks) {
  history.scrollRestoration = 'manual'
  history.replaceState({ ...(history.state ?? {}), scroll: window.scrollY }, '')
  let current = 0

  async function navigate(
    url: URL,
    mode: 'push' | 'replace' | 'pop',
    scroll?: number
  ): Promise<void> {
    if (isBuildStale() || !sameLanguage(url)) return void location.assign(url.href)
    const id = ++current
    history.replaceState({ ...(history.state ?? {}), scroll: window.scrollY }, '')
    window.dispatchEvent(new CustomEvent('aster:navigate', { detail: { to: url.pathname } }))
    bar.start()
    try {
      let [payload] = await Promise.all([
        loadPayload(url),
        new Promise((r) => setTimeout(r, NAVIGATION_DELAY_MS)),
      ])
      if (id !== current) return
      if (payload.redirect) {
        const target = checkNavigation(payload.redirect, location.href)
        bar.finish()
        return target.ok
          ? navigate(target.url, mode === 'pop' ? 'replace' : mode)
          : void location.assign(payload.redirect)
      }
      if (payload.reload || payload.html === undefined) return void location.assign(url.href)
      if (payload.buildId && payload.buildId !== document.documentElement.dataset.buildId) {
        markBuildStale()
        return void location.assign(url.href)
      }
      const header = document.querySelector('[data-header-region]')!
      const main = document.querySelector<HTMLElement>('[data-page-region]')!
      const shown = header.querySelector('[data-header]')?.getAttribute('data-header-key')
      const aside = shownAside(main)
      // the header and the docs aside travel only when they change (another area, version,
      // language, release; another section or open group)
      const parts = [
        ...(payload.header === undefined && payload.headerKey !== shown ? ['header'] : []),
        ...(payload.asideSlot && payload.asideKey !== aside.key ? ['aside'] : []),
      ]
      if (parts.length) {
        payload = await loadPayloadWith(url, parts)
        if (id !== current) return
        if (
          payload.html === undefined ||
          (parts.includes('header') && payload.header === undefined)
        )
          return void location.assign(url.href)
      }
      const roots = payload.header === undefined ? [main] : [header, main]
      beforeSwap(roots)
      if (payload.header !== undefined) header.innerHTML = payload.header
      aside.aside?.remove()
      linkIconSheet(document, payload.iconSheet)
      main.innerHTML = payload.html
      if (payload.asideSlot && !(aside.aside && fillAsideSlot(main, aside.aside)))
        return void location.assign(url.href)
      if (payload.header === undefined) {
        const source = main.querySelector('[data-docs-aside]')
        if (source) copyVersionTargets(source, header)
      }
      // spec 1: each page carries its hero-background opacity (Document sets it on first load)
      document.body.style.setProperty('--hero-opacity', String(payload.data?.heroOpacity ?? 1))
      document.title = payload.title ?? document.title
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute('content', payload.description ?? '')
      if (payload.lang) document.documentElement.lang = payload.lang
      if (mode === 'push') history.pushState({ scroll: 0 }, '', url.href)
      if (mode === 'replace') history.replaceState({ scroll: 0 }, '', url.href)
      const anchor = url.hash
        ? document.getElementById(decodeURIComponent(url.hash.slice(1)))
        : null
      if (anchor) anchor.scrollIntoView()
      else window.scrollTo(0, scroll ?? 0)
      main.focus({ preventScroll: true })
      onSwap(roots)
      bar.finish()
      window.dispatchEvent(new CustomEvent('aster:navigated', { detail: { to: url.pathname } }))
      trackPageview()
    } catch (error) {
      console.error('[aster] client navigation failed, loading the page:', error)
      bar.finish(true)
      location.assign(url.href)
    }
  }

  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (!(link instanceof HTMLAnchorElement)) return
    const raw = link.getAttribute('href') ?? ''
    const check = checkNavigation(raw, location.href, {
      external: link.hasAttribute('data-external') || link.target === '_blank',
    })
    if (!check.ok) {
      event.preventDefault()
      console.warn(`[aster] ${check.reason}`)
      return
    }
    const url = routableUrl(link)
    if (!url) return
    if (url.pathname === location.pathname && url.search === location.search && url.hash) return
    event.preventDefault()
    void navigate(url, url.href === location.href ? 'replace' : 'push')
  })
  window.addEventListener('popstate', (event) => {
    void navigate(
      new URL(location.href),
      'pop',
      (event.state as { scroll?: number } | null)?.scroll ?? 0
    )
  })
  return {
    navigate: (href: string, options: { external?: boolean } = {}) => {
      const check = checkNavigation(href, location.href, options)
      if (!check.ok) throw new Error(check.reason)
      if (check.external) return void location.assign(check.url.href)
      return navigate(check.url, 'push')
    },
  }
}
