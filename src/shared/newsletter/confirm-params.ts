/**
 * The query parameters of a confirmation link (spec 2: read on any page). Consumers: the worker
 * writes them into the mail (worker/newsletter/links.ts), the boot script looks for them and its
 * confirm chunk sends and removes them (src/client/boot.ts, src/client/newsletter-confirm.ts).
 */
export const CONFIRM_PARAMS = ['email', 'confirmation'] as const

/** True when a query string holds both parameters, non-empty (spec 5: only then it runs). */
export function hasConfirmationParams(search: string): boolean {
  const query = new URLSearchParams(search)
  return CONFIRM_PARAMS.every((name) => Boolean(query.get(name)))
}
