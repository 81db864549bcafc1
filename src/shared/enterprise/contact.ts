import * as v from 'valibot'

/**
 * The support contact form's one schema (`/enterprise/support`). Consumers: the form island
 * (src/islands/ContactForm.tsx: checks each field on blur and before sending) and
 * `POST /api/contact` (worker/api/contact.ts: checks the body, then writes `contact_requests`).
 * Messages come from the caller's locale (`contact.error.*` in src/shared/i18n/enterprise.ts).
 */

/** Company size choices; each has an interface label (`contact.size.<value>`). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const
/** Topic choices; each has an interface label (`contact.topic.<value>`). */
export const CONTACT_TOPICS = [
  'support-plan',
  'migration',
  'training',
  'partnership',
  'other',
] as const

/** The form's fields, in the order they are shown and checked. */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'company',
  'companySize',
  'topic',
  'message',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** The hidden field people never fill and bots do: a request carrying it is dropped. */
export const CONTACT_HONEYPOT = 'website'

/** Largest accepted request body (the message is at most 5,000 characters). */
export const CONTACT_MAX_BYTES = 8 * 1024

/** Longest message, in characters. */
export const CONTACT_MESSAGE_MAX = 5000
/** Shortest message, in characters. */
export const CONTACT_MESSAGE_MIN = 20

/** One message per field, shown under it and in the error toast; `body` for a body that is no object. */
export type ContactMessages = Record<ContactField | 'body', string>

const text = (message: string, max: number, min = 1) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message))

/** Builds the schema with the messages of one locale. */
export function createContactSchema(messages: ContactMessages) {
  return v.object(
    {
      name: text(messages.name, 100),
      email: v.pipe(
        v.string(messages.email),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(254, messages.email),
        v.email(messages.email)
      ),
      company: text(messages.company, 100),
      companySize: v.picklist(COMPANY_SIZES, messages.companySize),
      topic: v.picklist(CONTACT_TOPICS, messages.topic),
      message: text(messages.message, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN),
    },
    messages.body
  )
}

export type ContactRequest = v.InferOutput<ReturnType<typeof createContactSchema>>

/** The outcome of checking a request: its normalised value, or the first failing field. */
export type ContactCheck =
  | { ok: true; value: ContactRequest }
  | { ok: false; field: ContactField | undefined; message: string }

/**
 * Checks a request against the schema: the normalised value, or the first failing field (in
 * the form's order) and its message; `field` is undefined when the body is not an object.
 */
export function checkContactRequest(
  schema: ReturnType<typeof createContactSchema>,
  input: unknown
): ContactCheck {
  const result = v.safeParse(schema, input)
  if (result.success) return { ok: true, value: result.output }
  const issue = result.issues[0]
  const field = CONTACT_FIELDS.find((name) => name === issue.path?.[0]?.key)
  if (!field) return { ok: false, field, message: issue.message }
  // a missing key is reported with the object's message: ask the field's own schema instead
  const own = v.safeParse(schema.entries[field], issue.input)
  return { ok: false, field, message: own.success ? issue.message : own.issues[0].message }
}
