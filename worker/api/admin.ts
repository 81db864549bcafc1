import { Hono, type Context } from 'hono'
import { toCsv } from '../../src/shared/csv'
import { parseFeedbackFilter } from '../../src/shared/feedback/analytics'
import { getSession } from '../auth/session'
import { refreshModuleStats } from '../cron/refresh-module-stats'
import { getDb } from '../db/client'
import { listSubscribers, markContactHandled } from '../db/queries/admin'
import { listFeedbackVotes } from '../db/queries/feedback'
import type { AppEnv } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { adminPreviewApi } from './admin-preview'
import { adminRedirectsApi } from './admin-redirects'

/** Rows of an export (subscribers, feedback votes) at most (one D1 read). */
const EXPORT_LIMIT = 50_000

/**
 * `/api/admin/*`: the admin area's writes and exports (preview key and redirect rules in their
 * own sub-apps, mounted below the checks). Every route needs a live session (401
 * otherwise) and every write a same-origin `Origin` (403); answers are never cached. Forms post
 * here and are sent back to their screen (303).
 */
export const adminApi = new Hono<AppEnv>()

adminApi.use('*', async function adminOnly(c, next) {
  if (!(await getSession(c))) {
    return c.json({ error: 'sign in first: the admin API needs a session' }, 401, {
      'Cache-Control': 'private, no-store',
    })
  }
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
adminApi.use('*', sameOrigin())
// the editor's loop: revoking preview links (Drafts), redirect rules ('Not found')
adminApi.route('/preview', adminPreviewApi)
adminApi.route('/redirects', adminRedirectsApi)

adminApi.post('/contact/:id/handled', async (c) => {
  const id = Number(c.req.param('id'))
  if (!Number.isSafeInteger(id) || id < 1) return c.json({ error: 'bad contact request id' }, 400)
  const login = (await session(c)).user.login
  const changed = await markContactHandled(getDb(c.env.DB), id, login)
  if (!changed) return c.json({ error: `no open contact request ${id}` }, 404)
  return c.redirect('/admin/contact', 303)
})

adminApi.get('/newsletter.csv', async (c) => {
  const q = (c.req.query('q') ?? '').trim().slice(0, 200)
  const rows = await listSubscribers(getDb(c.env.DB), q, EXPORT_LIMIT)
  const csv = toCsv([
    ['email', 'status', 'mail_status', 'created_at', 'confirmed_at'],
    ...rows.map((row) => [
      row.email,
      row.status,
      row.mailStatus,
      new Date(row.createdAt).toISOString(),
      row.confirmedAt ? new Date(row.confirmedAt).toISOString() : '',
    ]),
  ])
  return csvAttachment(c, 'newsletter-subscribers.csv', csv)
})

/** The votes of the feedback screen's filters (`?collection=&period=&rating=`), newest first. */
adminApi.get('/feedback.csv', async (c) => {
  const filter = parseFeedbackFilter(new URL(c.req.url).searchParams)
  const rows = await listFeedbackVotes(getDb(c.env.DB), filter, EXPORT_LIMIT)
  return csvAttachment(
    c,
    'feedback.csv',
    toCsv([
      ['created_at', 'path', 'collection', 'rating', 'comment', 'locale'],
      ...rows.map((row) => [
        new Date(row.createdAt).toISOString(),
        row.path,
        row.collection,
        row.rating,
        row.comment,
        row.locale,
      ]),
    ])
  )
})

adminApi.post('/builds/refresh', async (c) => {
  await refreshModuleStats(c.env)
  return c.redirect('/admin/builds', 303)
})

/** A CSV download named `filename`. */
function csvAttachment(c: Context<AppEnv>, filename: string, csv: string) {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${filename}"`,
  })
}

async function session(c: Context<AppEnv>) {
  return (await getSession(c))!
}
