import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { getMessages } from '../../src/shared/i18n'
import { mailboxKey, normalizeEmail } from '../../src/shared/newsletter/email'
import { createConfirmSchema, createSubscribeSchema } from '../../src/shared/newsletter/schema'
import { constantTimeEqual, randomHex, sha256Hex } from '../crypto'
import { getDb } from '../db/client'
import {
  getPendingToken,
  markConfirmed,
  markUnsubscribed,
  requestConfirmation,
} from '../db/queries/newsletter'
import type { AppEnv } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { deliverConfirmation } from '../newsletter/confirmation'
import { newsletterErrorShape, newsletterFailure } from '../newsletter/errors'
import {
  checkLimit,
  checkMailCap,
  mailQuota,
  NEWSLETTER_LIMITS,
  TOKEN_TTL_MS,
} from '../newsletter/limits'
import { UNSUBSCRIBE_PAGE, verifyUnsubscribe } from '../newsletter/links'
import { readJsonBody } from '../request-body'

/** Largest accepted body of a newsletter POST (an address and a token fit many times). */
const MAX_BODY_BYTES = 1024
/** Compared against when an address has no token, so unknown and known cost the same. */
const NO_TOKEN_HASH = '0'.repeat(64)

/** NEWSLETTER_SECRET signs the unsubscribe links: without it nothing is written nor mailed. */
function requireSecret(c: Context<AppEnv>): string | Response {
  const secret = c.env.NEWSLETTER_SECRET
  if (secret && secret.length >= 32) return secret
  console.error('[newsletter] NEWSLETTER_SECRET is missing or shorter than 32 characters: set it')
  console.error('  (.dev.vars locally, copied from .dev.vars.example; `wrangler secret put`)')
  const message = getMessages(c.get('locale'))['newsletter.unavailable']
  return newsletterFailure(c, 503, [{ message }])
}

/**
 * `/api/newsletter`: double opt-in subscription (README "Newsletter"). Every POST is same-origin
 * (CSRF), per-IP rate limited and answers failures in the spec's shape (`data.message`).
 */
export const newsletterApi = new Hono<AppEnv>()
newsletterApi.use('*', newsletterErrorShape())

/**
 * `POST /subscribe {email}`: the same answer (status, body, the same D1 statements) for a new,
 * pending or confirmed address, and for one a mail limit holds back; the mail goes out after the
 * answer (`waitUntil`), at most one per mailbox per 10 minutes and three a day (case and `+tag`
 * do not make another mailbox). Past the site-wide hourly cap of mails every subscribe request
 * gets a 429. A filled honeypot (`website`) gets the same answer and writes nothing.
 */
newsletterApi.post('/subscribe', sameOrigin(), async (c) => {
  const secret = requireSecret(c)
  if (secret instanceof Response) return secret
  const t = getMessages(c.get('locale'))
  const limited = await checkLimit(c, NEWSLETTER_LIMITS.ip)
  if (limited) return limited
  const body = await readJsonBody(c, { maxBytes: MAX_BODY_BYTES, example: '{"email": "..."}' })
  if (body instanceof Response) return body
  const schema = createSubscribeSchema({
    required: t['newsletter.required'],
    invalid: t['newsletter.invalid'],
  })
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) {
    return newsletterFailure(c, 400, [{ message: parsed.issues[0].message, path: ['email'] }])
  }
  if (parsed.output.website) return c.json({ ok: true })
  const { email } = parsed.output
  const limitedAddress = await checkLimit(c, NEWSLETTER_LIMITS.email, mailboxKey(email))
  if (limitedAddress) return limitedAddress
  const now = Date.now()
  const capped = await checkMailCap(c, now)
  if (capped) return capped
  const token = randomHex(16)
  const tokenHash = await sha256Hex(token)
  const locale = c.get('locale')
  const id = await requestConfirmation(getDb(c.env.DB), {
    email,
    tokenHash,
    tokenExpiresAt: now + TOKEN_TTL_MS,
    locale,
    quota: await mailQuota(c.env, email, now),
  })
  if (id !== undefined) {
    const mail = { id, email, token, tokenHash, locale, secret }
    c.executionCtx.waitUntil(deliverConfirmation(c.env, mail))
  }
  return c.json({ ok: true })
})

/**
 * `POST /confirm {email, confirmation}`: single use, unexpired, compared in constant time; every
 * failure (bad shape, unknown address, wrong, used or expired token) is one generic message.
 */
newsletterApi.post('/confirm', sameOrigin(), async (c) => {
  const failed = getMessages(c.get('locale'))['newsletter.confirmFailed']
  const limited = await checkLimit(c, NEWSLETTER_LIMITS.ip)
  if (limited) return limited
  const body = await readJsonBody(c, {
    maxBytes: MAX_BODY_BYTES,
    example: '{"email": "...", "confirmation": "..."}',
  })
  if (body instanceof Response) return body
  const parsed = v.safeParse(createConfirmSchema(failed), body)
  if (!parsed.success) return newsletterFailure(c, 400, [{ message: failed }])
  const db = getDb(c.env.DB)
  const now = Date.now()
  const [row, tokenHash] = await Promise.all([
    getPendingToken(db, parsed.output.email),
    sha256Hex(parsed.output.confirmation),
  ])
  const matches = await constantTimeEqual(tokenHash, row?.tokenHash ?? NO_TOKEN_HASH)
  const usable = row?.status === 'pending' && (row.tokenExpiresAt ?? 0) > now
  if (!row || !matches || !usable || !(await markConfirmed(db, row.id, tokenHash, now))) {
    return newsletterFailure(c, 400, [{ message: failed }])
  }
  return c.json({ ok: true })
})

/** Media types of an RFC 8058 one-click POST (its body, `List-Unsubscribe=One-Click`, is not read). */
const FORM_TYPE_RE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/** `GET /unsubscribe?email&sig` never unsubscribes (link scanners follow links): the page asks. */
newsletterApi.get('/unsubscribe', (c) =>
  c.redirect(`${UNSUBSCRIBE_PAGE}${new URL(c.req.url).search}`)
)

/**
 * `POST /unsubscribe?email&sig`: the signed one-click link of every mail (List-Unsubscribe) and
 * the unsubscribe page's form. A mail provider posts without Origin (allowed: the signature is the
 * authority); a foreign Origin is refused. The row is kept as `unsubscribed`. A browser form is
 * sent back to the page (303), which then says it is done.
 */
newsletterApi.post('/unsubscribe', sameOrigin({ allowMissingOrigin: true }), async (c) => {
  const secret = requireSecret(c)
  if (secret instanceof Response) return secret
  const t = getMessages(c.get('locale'))
  const limited = await checkLimit(c, NEWSLETTER_LIMITS.ip)
  if (limited) return limited
  const type = c.req.header('content-type') ?? ''
  if (!FORM_TYPE_RE.test(type.trim())) {
    const message = t['newsletter.unreadable']
    const detail = 'send List-Unsubscribe=One-Click as application/x-www-form-urlencoded'
    return newsletterFailure(c, 415, [{ message }, { message: detail }])
  }
  if (Number(c.req.header('content-length')) > MAX_BODY_BYTES) {
    const detail = `body too large: at most ${MAX_BODY_BYTES} bytes`
    return newsletterFailure(c, 413, [{ message: t['newsletter.unreadable'] }, { message: detail }])
  }
  const url = new URL(c.req.url)
  const email = normalizeEmail(url.searchParams.get('email') ?? '')
  const sig = url.searchParams.get('sig') ?? ''
  if (!email || !(await verifyUnsubscribe(secret, email, sig))) {
    return newsletterFailure(c, 400, [{ message: t['unsubscribe.invalid'] }])
  }
  await markUnsubscribed(getDb(c.env.DB), email, Date.now())
  if (c.req.header('sec-fetch-mode') === 'navigate') {
    return c.redirect(`${UNSUBSCRIBE_PAGE}${url.search}`, 303)
  }
  return c.json({ ok: true })
})
