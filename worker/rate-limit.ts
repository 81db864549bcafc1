import type { Context } from 'hono'
import { sha256Hex } from './crypto'
import type { AppEnv, Bindings } from './env'

/** One limit: at most `limit` hits per `periodSeconds` for one subject within one scope. */
export interface RateLimitRule {
  /** What is limited, e.g. `newsletter-ip`, `contact-ip`; part of the counter key. */
  scope: string
  /** Hits allowed per window. */
  limit: number
  /** Window length in seconds (the Workers binding supports 10 or 60). */
  periodSeconds: number
}

/** The outcome of one hit: allowed, or refused with the seconds until the window ends. */
export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfter: number }

/**
 * Counts one hit of `subject` (an address, an e-mail) against a rule and says whether it is
 * allowed. In production a Workers Rate Limiting binding named after the rule's scope
 * (`RATE_LIMIT_<SCOPE>`, e.g. `RATE_LIMIT_NEWSLETTER_IP`, declared in wrangler.toml
 * `[env.production]`) answers; without one (local
 * development, tests) a fixed-window counter in D1 (`rate_limits`) does. The subject is stored
 * only as a SHA-256, never in clear. Consumers: the newsletter, contact-form and feedback APIs.
 */
export async function hitRateLimit(
  env: Bindings,
  rule: RateLimitRule,
  subject: string,
  now = Date.now()
): Promise<RateLimitOutcome> {
  const key = `${rule.scope}:${await sha256Hex(subject)}`
  const binding = findBinding(env, rule.scope)
  if (binding) {
    const { success } = await binding.limit({ key })
    return success ? { allowed: true } : { allowed: false, retryAfter: rule.periodSeconds }
  }
  const periodMs = rule.periodSeconds * 1000
  const windowStart = Math.floor(now / periodMs) * periodMs
  const row = await env.DB.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END,
       window_start = ?2
     RETURNING count`
  )
    .bind(key, windowStart)
    .first<{ count: number }>()
  if ((row?.count ?? 1) <= rule.limit) return { allowed: true }
  return {
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((windowStart + periodMs - now) / 1000)),
  }
}

/** Deletes counters of windows that ended more than a day ago (run by the scheduled job). */
export async function pruneRateLimits(env: Bindings, now = Date.now()): Promise<void> {
  await env.DB.prepare('DELETE FROM rate_limits WHERE window_start < ?1')
    .bind(now - 24 * 3600 * 1000)
    .run()
}

/**
 * The client's address as Cloudflare reports it (`CF-Connecting-IP`); `local` when absent
 * (wrangler dev without a proxy), so local requests share one bucket.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip')?.trim() || 'local'
}

/** The binding of a scope: `newsletter-ip` → `RATE_LIMIT_NEWSLETTER_IP`. */
function findBinding(env: Bindings, scope: string): RateLimit | undefined {
  const name = `RATE_LIMIT_${scope.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`
  const binding = (env as unknown as Record<string, unknown>)[name]
  return binding && typeof (binding as RateLimit).limit === 'function'
    ? (binding as RateLimit)
    : undefined
}
