import { Hono } from 'hono'
import {
  checkContactRequest,
  CONTACT_HONEYPOT,
  CONTACT_MAX_BYTES,
  createContactSchema,
} from '../../src/shared/enterprise/contact'
import { getMessages } from '../../src/shared/i18n'
import { getDb } from '../db/client'
import { contactRequests } from '../db/schema'
import type { AppEnv } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { clientAddress, hitRateLimit, type RateLimitRule } from '../rate-limit'
import { readJsonBody } from '../request-body'

/** At most 5 messages a minute from one address (a person sends one; a script, many). */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  scope: 'contact-ip',
  limit: 5,
  periodSeconds: 60,
}

/**
 * `POST /api/contact`: the support contact form (src/islands/ContactForm.tsx). In order: 403 for a
 * cross-site request, 429 past the per-address limit, 413/415/400 for a body that is not JSON of
 * at most 8 KB, 400 `{error, field}` for the first invalid field (in the sender's locale), and
 * 201 once the request is a row of `contact_requests`. A filled honeypot answers 201 and stores
 * nothing. Nothing is written on any refusal. Admins read the rows in /admin.
 */
export const contactApi = new Hono<AppEnv>()

contactApi.use('*', sameOrigin())

contactApi.post('/', async (c) => {
  const locale = c.get('locale')
  const t = getMessages(locale)
  const limit = await hitRateLimit(c.env, CONTACT_RATE_LIMIT, clientAddress(c))
  if (!limit.allowed) {
    const error = t['contact.rateLimited'].replace('{seconds}', String(limit.retryAfter))
    return c.json({ error }, 429, { 'Retry-After': String(limit.retryAfter) })
  }
  const body = await readJsonBody(c, {
    maxBytes: CONTACT_MAX_BYTES,
    example: '{"name": "...", ...}',
  })
  if (body instanceof Response) return body
  const schema = createContactSchema({
    name: t['contact.error.name'],
    email: t['contact.error.email'],
    company: t['contact.error.company'],
    companySize: t['contact.error.companySize'],
    topic: t['contact.error.topic'],
    message: t['contact.error.message'],
    body: t['contact.error.body'],
  })
  const checked = checkContactRequest(schema, body)
  if (!checked.ok) {
    const { message: error, field } = checked
    return c.json({ error, ...(field ? { field } : {}) }, 400)
  }
  // a bot filled the field people never see: answer as if sent, keep nothing
  const trap = (body as Record<string, unknown>)[CONTACT_HONEYPOT]
  if (typeof trap === 'string' && trap.trim() !== '') return c.json({ ok: true }, 201)
  await getDb(c.env.DB)
    .insert(contactRequests)
    .values({ ...checked.value, locale, createdAt: Date.now() })
  return c.json({ ok: true }, 201)
})
