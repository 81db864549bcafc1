/** How long a page waits for D1/KV before it answers 503 (override: the CONTENT_TIMEOUT_MS var). */
export const DEFAULT_CONTENT_TIMEOUT_MS = 5000

/** The content timeout of an environment: CONTENT_TIMEOUT_MS when it is a positive number. */
export function getContentTimeout(env: { CONTENT_TIMEOUT_MS?: string }): number {
  const value = Number(env.CONTENT_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_CONTENT_TIMEOUT_MS
}

/**
 * `promise`, or `onTimeout()` when it has not settled within `ms` (a hanging binding must not hang
 * the page: the caller answers 503 or degrades). The timer is cleared either way.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => T | Promise<T>
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      Promise.resolve().then(onTimeout).then(resolve, reject)
    }, ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      }
    )
  })
}
