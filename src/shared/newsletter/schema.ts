import * as v from 'valibot'
import { MAX_EMAIL_LENGTH, normalizeEmail } from './email'

/** The messages of the e-mail field (from the locale's table: `newsletter.required`, `.invalid`). */
export interface EmailMessages {
  required: string
  invalid: string
}

/** The e-mail field: a string, required, one plain address, turned into its normal form. */
function emailField(messages: EmailMessages) {
  return v.pipe(
    v.string(messages.required),
    v.trim(),
    v.nonEmpty(messages.required),
    v.maxLength(MAX_EMAIL_LENGTH, messages.invalid),
    v.check((email) => normalizeEmail(email) !== undefined, messages.invalid),
    v.transform((email) => normalizeEmail(email)!)
  )
}

/**
 * The newsletter form's one schema (spec 5): email required, a string, one valid address,
 * normalised (./email.ts); `website` is the honeypot field a person never fills. Consumers: the
 * form island (validates on input, blur and change) and `POST /api/newsletter/subscribe`.
 */
export function createSubscribeSchema(messages: EmailMessages) {
  return v.object(
    {
      email: emailField(messages),
      website: v.optional(v.string(messages.invalid)),
    },
    messages.required
  )
}

/** A confirmation token as mailed: 128 bits in lower-case hex. */
export const CONFIRMATION_TOKEN_RE = /^[0-9a-f]{32}$/

/**
 * `POST /api/newsletter/confirm {email, confirmation}`: every problem gets the one generic
 * message (`failed`), whatever was wrong. Consumers: the confirm endpoint; the boot script only
 * sends the two query parameters as they are.
 */
export function createConfirmSchema(failed: string) {
  return v.object(
    {
      email: emailField({ required: failed, invalid: failed }),
      confirmation: v.pipe(v.string(failed), v.trim(), v.regex(CONFIRMATION_TOKEN_RE, failed)),
    },
    failed
  )
}

/** Validation runs this long after the last keystroke (spec 9: form validation input delay). */
export const NEWSLETTER_INPUT_DELAY_MS = 300
