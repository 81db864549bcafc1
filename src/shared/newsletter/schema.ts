import * as v from 'valibot'

/**
 * The newsletter form's one schema (spec 5): email required, a string, a valid address.
 * Consumers: the form island (validates on input, blur and change) and the subscribe API.
 */
export function createSubscribeSchema(messages: { required: string; invalid: string }) {
  return v.object({
    email: v.pipe(
      v.string(messages.required),
      v.trim(),
      v.nonEmpty(messages.required),
      v.maxLength(254, messages.invalid),
      v.email(messages.invalid)
    ),
  })
}

/** Validation runs this long after the last keystroke (spec 9: form validation input delay). */
export const NEWSLETTER_INPUT_DELAY_MS = 300

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
