import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { getMessages, type MessageKey } from '../../src/shared/i18n'
import { createNewsletterError, type NewsletterIssue } from '../../src/shared/newsletter/errors'
import type { AppEnv } from '../env'
import { STATUS_MESSAGES } from '../errors'

/** Answers a newsletter failure in the spec's shape, the first issue being what the form shows. */
export function newsletterFailure(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  issues: NewsletterIssue[],
  headers?: Record<string, string>
) {
  const statusMessage = STATUS_MESSAGES[status] ?? 'Error'
  return c.json(createNewsletterError(status, statusMessage, issues), status, headers)
}

/** Which message a visitor reads for a shared guard's refusal (CSRF, body checks). */
const GUARD_MESSAGES: Partial<Record<number, MessageKey>> = {
  403: 'newsletter.crossSite',
  400: 'newsletter.unreadable',
  413: 'newsletter.unreadable',
  415: 'newsletter.unreadable',
}

/**
 * Puts the refusals of the shared guards (`sameOrigin`, `readJsonBody`: `{error}` bodies) into the
 * newsletter's error shape: the localised message first (the form shows it), the guard's technical
 * one second; status and headers (`Accept` of a 415) kept.
 */
export function newsletterErrorShape(): MiddlewareHandler<AppEnv> {
  return async function newsletterErrorShape(c, next) {
    await next()
    const key = GUARD_MESSAGES[c.res.status]
    if (!key || !c.res.headers.get('content-type')?.includes('application/json')) return
    const body = (await c.res.clone().json()) as { error?: unknown; statusCode?: unknown }
    if (typeof body.error !== 'string' || body.statusCode !== undefined) return
    const message = getMessages(c.get('locale'))[key]
    const status = c.res.status as ContentfulStatusCode
    const accept = c.res.headers.get('accept')
    const headers = accept ? { Accept: accept } : undefined
    c.res = undefined
    c.res = newsletterFailure(c, status, [{ message }, { message: body.error }], headers)
  }
}
