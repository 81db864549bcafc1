/**
 * The error shape of the newsletter endpoints (spec 7), written by the worker and read by the
 * form island and the boot script's confirmation: no validation library here, so the boot
 * script's confirm chunk stays small.
 */

/** One entry of the error list in a failed answer's `data.message`. */
export interface NewsletterIssue {
  message: string
  /** The field it is about, when one is (`email`). */
  path?: string[]
}

/**
 * The body of a failed newsletter answer (spec 7): the error object (statusCode, statusMessage,
 * message) with `data.message` holding a JSON-encoded list whose first item's `message` is shown.
 * Consumers: worker/api/newsletter (writes it), {@link readSubscribeError} (reads it).
 */
export function createNewsletterError(
  statusCode: number,
  statusMessage: string,
  issues: NewsletterIssue[]
) {
  return {
    statusCode,
    statusMessage,
    message: issues[0]?.message ?? statusMessage,
    data: { message: JSON.stringify(issues) },
  }
}

/** The first message of a failed subscribe response: `data.message` holds a JSON-encoded list. */
export function readSubscribeError(data: unknown): string | undefined {
  const raw = (data as { message?: unknown } | null)?.message
  if (typeof raw !== 'string') return undefined
  try {
    const list = JSON.parse(raw) as unknown
    const first = Array.isArray(list) ? (list[0] as { message?: unknown } | undefined) : undefined
    return typeof first?.message === 'string' && first.message ? first.message : undefined
  } catch {
    return undefined
  }
}
