import { PREFETCH_MAX_PARALLEL, PREFETCH_VISIBLE_BUDGET } from '../shared/constants'

type Connection = { saveData?: boolean; effectiveType?: string }

/** Prefetch is skipped on slow-2g/2g connections and when data-saver is on (spec 1). */
export function canPrefetch(connection: Connection | undefined): boolean {
  if (!connection) return true
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '')
}

/**
 * Prefetches payloads of links on intent (hover, keyboard focus, touch start) and, after the page
 * is idle, of at most {@link PREFETCH_VISIBLE_BUDGET} links in view per page; at most 4 in
 * parallel, never with Save-Data or on 2g. `isRoutable` says which links the router handles;
 * `load` fetches (and caches) one.
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
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]')
    if (link instanceof HTMLAnchorElement) request(link)
  }
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { passive: true })
  let budget = PREFETCH_VISIBLE_BUDGET
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting || budget <= 0) continue
            observer!.unobserve(entry.target)
            budget--
            request(entry.target as HTMLAnchorElement)
          }
          if (budget <= 0) observer!.disconnect()
        })
      : undefined
  const whenIdle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 200)
  return {
    /** Watches the links under a root once the page is idle (after each page swap too). */
    observe(root: ParentNode): void {
      if (!observer) return
      whenIdle(() => {
        if (budget > 0) for (const link of root.querySelectorAll('a[href]')) observer.observe(link)
      })
    },
    /** A new page: a fresh budget, and forgets what was prefetched (it may link to fresher data). */
    reset(): void {
      done.clear()
      budget = PREFETCH_VISIBLE_BUDGET
      observer?.disconnect()
    },
  }
}
