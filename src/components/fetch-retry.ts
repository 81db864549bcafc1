/**
 * The client's request retry (spec 9: one retry for methods without a body, none for POST, PUT,
 * PATCH or DELETE): a request that fails on the network, or answers a status that says "try
 * again" (408, 409, 425, 429, 500, 502, 503, 504), is sent once more. An aborted request is never
 * retried. Consumers: the client's GET loaders (fetch-once, the palette's search, server islands,
 * the docs aside's levels, the copy-page button, the build check).
 */

/** Statuses worth a second try: the server or a proxy said it may work next time. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])

/** How many retries a request of `method` gets: 1 without a body, 0 for one that sends one. */
export function retriesFor(method = 'GET'): number {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase()) ? 0 : 1
}

/** `fetch` with the retry of the spec; `fetcher` is the global fetch unless a test gives one. */
export async function fetchWithRetry(
  input: string,
  init: RequestInit = {},
  fetcher: typeof fetch = fetch
): Promise<Response> {
  let left = retriesFor(init.method)
  for (;;) {
    let response: Response
    try {
      response = await fetcher(input, init)
    } catch (error) {
      if (left-- > 0 && !init.signal?.aborted) continue
      throw error
    }
    if (left-- > 0 && RETRY_STATUSES.has(response.status)) {
      await response.body?.cancel()
      continue
    }
    return response
  }
}
