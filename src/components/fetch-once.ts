import { fetchWithRetry } from './fetch-retry'

/**
 * A loader of one JSON endpoint that fetches once per page life: calls share the pending or
 * settled request, so coming back by client navigation (or reopening the palette) costs
 * nothing. A failure is forgotten, so the next call tries again. `read` turns the body into
 * the value; `url` may be a function, read at the first call (a URL that depends on the page).
 * Consumers: loadModules (src/components/modules/load-modules.ts), the palette's
 * hosting providers (src/components/search/use-palette-data.ts).
 */
export function createFetchOnce<T>(
  urlOf: string | (() => string),
  read: (body: unknown) => T
): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    if (pending) return pending
    const url = typeof urlOf === 'string' ? urlOf : urlOf()
    const request = fetchWithRetry(url, { headers: { accept: 'application/json' } })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<unknown>)
          : Promise.reject(new Error(`${url} answered ${response.status}`))
      )
      .then(read)
    pending = request
    request.catch(() => {
      if (pending === request) pending = undefined
    })
    return request
  }
}
