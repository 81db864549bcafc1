import type { Context } from 'hono'
import { getMessages } from '../../src/shared/i18n'
import type { AppEnv } from '../env'
import { clientAddress, hitRateLimit, type RateLimitRule } from '../rate-limit'
import { newsletterFailure } from './errors'

/**
 * The newsletter's abuse limits. Per client address: every newsletter POST (subscribe, confirm,
 * unsubscribe). Per e-mail address: subscribe requests for one address, whoever sends them (the
 * mail itself is further limited to one per 10 minutes by the row, see MAIL_WINDOW_MS).
 * Production binds `RATE_LIMIT_NEWSLETTER_IP` / `RATE_LIMIT_NEWSLETTER_EMAIL` (wrangler.toml).
 */
export const NEWSLETTER_LIMITS = {
  ip: { scope: 'newsletter-ip', limit: 10, periodSeconds: 60 },
  email: { scope: 'newsletter-email', limit: 5, periodSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>

/** A pending address gets no second confirmation mail within this window (10 minutes). */
export const MAIL_WINDOW_MS = 10 * 60 * 1000

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
