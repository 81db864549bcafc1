import { PREFETCH_MAX_PARALLEL } from '../shared/constants'

type Connection = { saveData?: boolean; effectiveType?: string }

/** Prefetch is skipped on slow-2g/2g connections and when data-saver is on (spec 1). */
export function canPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '')
}

/**
 * Prefetches payloads of links on hover and when they enter the viewport, at most 4 in
 * parallel. `isRoutable` says which links the router handles; `load` fetches (and caches) one.
 */
export function installPrefetch(
  isRoutable: (link: HTMLAnchorElement) => URL | null,
  load: (url: URL) => Promise<unknown>
) {
  const done = new Set<string>()
  const queue: URL[] = []
  let running = 0
  const pump = () => {
    while (running < PREFETCH_MAX_PARALLEL && queue.length) {
      const url = queue.shift()!
      running++
      load(url)
        .catch(() => {})
        .finally(() => {
          running--
          pump()
        })
    }
  }
  const request = (link: HTMLAnchorElement) => {
    if (!canPrefetch((navigator as Navigator & { connection?: Connection }).connection)) return
    const url = isRoutable(link)
    if (!url || url.pathname === location.pathname || done.has(url.pathname)) return
    done.add(url.pathname)
    queue.push(url)
    pump()
  }
  document.addEventListener(
    'pointerover',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (link instanceof HTMLAnchorElement) request(link)
    },
    { passive: true }
  )
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue
            observer!.unobserve(entry.target)
            request(entry.target as HTMLAnchorElement)
          }
        })
      : undefined
  return {
    /** Watches the links under a root (after each page swap). */
    observe(root: ParentNode): void {
      if (observer) for (const link of root.querySelectorAll('a[href]')) observer.observe(link)
    },
    /** Forgets what was prefetched (a new page may link to fresher data). */
    reset(): void {
      done.clear()
    },
  }
}
