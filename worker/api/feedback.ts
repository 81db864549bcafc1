import { Hono } from 'hono'
import {
  checkFeedbackVote,
  createFeedbackSchema,
  FEEDBACK_MAX_BYTES,
  feedbackCollectionOf,
} from '../../src/shared/feedback/schema'
import { getMessages } from '../../src/shared/i18n'
import { MIN_SECRET_BYTES } from '../auth/config'
import { hmacSha256Hex } from '../crypto'
import { getDb } from '../db/client'
import { isFeedbackPage, upsertVote } from '../db/queries/feedback'
import type { AppEnv } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { clientAddress, hitRateLimit, type RateLimitRule } from '../rate-limit'
import { readJsonBody } from '../request-body'

/** At most 20 votes a minute from one address (a reader votes on a page or two). */
export const FEEDBACK_RATE_LIMIT: RateLimitRule = {
  scope: 'feedback-ip',
  limit: 20,
  periodSeconds: 60,
}

/**
 * `POST /api/feedback`: a 'Was this helpful?' vote (src/islands/FeedbackWidget.tsx). In order:
 * 403 cross-site, 429 past the per-address limit, 413/415/400 for a body that is not JSON of at
 * most 4 KB, 400 `{error}` for an invalid vote or a page that does not exist (in the sender's
 * locale), then 201 for a new vote or 200 when it replaced the visitor's vote of the same page
 * today. Nothing is written on any refusal. Admins read the votes in /admin/feedback.
 */
export const feedbackApi = new Hono<AppEnv>()

feedbackApi.use('*', sameOrigin())

feedbackApi.post('/', async (c) => {
  const locale = c.get('locale')
  const t = getMessages(locale)
  // the visitor key is keyed by the session secret: without one, votes cannot be told apart
  const secret = c.env.SESSION_SECRET ?? ''
  if (new TextEncoder().encode(secret).byteLength < MIN_SECRET_BYTES) {
    console.error('[feedback] SESSION_SECRET missing or short: votes are refused (README)')
    return c.json({ error: t['feedback.error.unavailable'] }, 503)
  }
  const address = clientAddress(c)
  const limit = await hitRateLimit(c.env, FEEDBACK_RATE_LIMIT, address)
  if (!limit.allowed) {
    const error = t['feedback.error.rateLimited'].replace('{seconds}', String(limit.retryAfter))
    return c.json({ error }, 429, { 'Retry-After': String(limit.retryAfter) })
  }
  const body = await readJsonBody(c, {
    maxBytes: FEEDBACK_MAX_BYTES,
    example: '{"path": "/docs/4.x/...", "rating": "good", "comment": ""}',
  })
  if (body instanceof Response) return body
  const schema = createFeedbackSchema({
    path: t['feedback.error.path'],
    rating: t['feedback.error.rating'],
    comment: t['feedback.error.comment'],
    body: t['feedback.error.body'],
  })
  const checked = checkFeedbackVote(schema, body)
  if (!checked.ok) return c.json({ error: checked.message }, 400)
  const { path, rating, comment } = checked.value
  const collection = feedbackCollectionOf(path)!
  const db = getDb(c.env.DB)
  if (!(await isFeedbackPage(db, collection, path))) {
    return c.json({ error: t['feedback.error.path'] }, 400)
  }
  const day = new Date().toISOString().slice(0, 10)
  const agent = c.req.header('user-agent') ?? ''
  const visitor = await hmacSha256Hex(`feedback-visitor:${secret}`, `${day}\n${address}\n${agent}`)
  const created = await upsertVote(db, { path, collection, rating, comment, locale, visitor, day })
  return c.json({ ok: true, created }, created ? 201 : 200)
})
