import type { Context } from 'hono'
import { getMessages } from '../../src/shared/i18n'
import { mailboxKey } from '../../src/shared/newsletter/email'
import { sha256Hex } from '../crypto'
import { getDb } from '../db/client'
import { mailsInLastHour, type MailQuota } from '../db/queries/newsletter-mails'
import type { AppEnv, Bindings } from '../env'
import { clientAddress, hitRateLimit, type RateLimitRule } from '../rate-limit'
import { newsletterFailure } from './errors'

/**
 * The newsletter's abuse limits. Per client address: every newsletter POST (subscribe, confirm,
 * unsubscribe). Per mailbox (`mailboxKey`: case and `+tag` do not make another address):
 * subscribe requests, whoever sends them. The mails themselves are limited further by the D1
 * record of mails (worker/db/queries/newsletter-mails.ts): one per mailbox per 10 minutes, three
 * per mailbox per day, and a site-wide hourly cap.
 * Production binds `RATE_LIMIT_NEWSLETTER_IP` / `RATE_LIMIT_NEWSLETTER_EMAIL` (wrangler.toml).
 */
export const NEWSLETTER_LIMITS = {
  ip: { scope: 'newsletter-ip', limit: 10, periodSeconds: 60 },
  email: { scope: 'newsletter-email', limit: 5, periodSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>

/** A mailbox gets no second confirmation mail within this window (10 minutes). */
export const MAIL_WINDOW_MS = 10 * 60 * 1000

/** At most this many confirmation mails to one mailbox in 24 hours. */
export const MAILS_PER_MAILBOX_PER_DAY = 3

/** Confirmation mails the whole site sends per hour unless NEWSLETTER_MAILS_PER_HOUR says otherwise. */
export const DEFAULT_MAILS_PER_HOUR = 100

/** The site-wide hourly cap of confirmation mails: NEWSLETTER_MAILS_PER_HOUR, a whole number ≥ 1. */
export function mailsPerHour(env: Bindings): number {
  const configured = Number(env.NEWSLETTER_MAILS_PER_HOUR)
  return Number.isInteger(configured) && configured >= 1 ? configured : DEFAULT_MAILS_PER_HOUR
}

/** The limits of one more confirmation mail to `email`'s mailbox at `now`. */
export async function mailQuota(env: Bindings, email: string, now: number): Promise<MailQuota> {
  return {
    mailbox: await sha256Hex(mailboxKey(email)),
    now,
    windowMs: MAIL_WINDOW_MS,
    perDay: MAILS_PER_MAILBOX_PER_DAY,
    perHour: mailsPerHour(env),
  }
}

/**
 * The 429 (with Retry-After: until the oldest mail of the hour leaves it) once the site has sent
 * its hourly cap of confirmation mails, else undefined. The same for every address (it reads no
 * address), so it tells nobody anything about a subscriber.
 */
export async function checkMailCap(c: Context<AppEnv>, now: number) {
  const cap = mailsPerHour(c.env)
  const { count, oldest } = await mailsInLastHour(getDb(c.env.DB), now)
  if (count < cap) return undefined
  console.warn(`[newsletter] hourly cap reached: ${count} confirmation mails (cap ${cap})`)
  const retryAfter = Math.max(1, Math.ceil(((oldest ?? now) + 3600 * 1000 - now) / 1000))
  const message = getMessages(c.get('locale'))['newsletter.busy']
  return newsletterFailure(c, 429, [{ message }], { 'Retry-After': String(retryAfter) })
}

/** How long a confirmation token works (48 hours). */
export const TOKEN_TTL_MS = 48 * 3600 * 1000

/** Counts one hit; the 429 answer (with Retry-After) when over the limit, else undefined. */
export async function checkLimit(
  c: Context<AppEnv>,
  rule: RateLimitRule,
  subject = clientAddress(c)
): Promise<Response | undefined> {
  const outcome = await hitRateLimit(c.env, rule, subject)
  if (outcome.allowed) return undefined
  const message = getMessages(c.get('locale'))['newsletter.rateLimited']
  return newsletterFailure(c, 429, [{ message }], { 'Retry-After': String(outcome.retryAfter) })
}
