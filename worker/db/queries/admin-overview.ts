import { and, count, desc, gte, isNotNull, sql } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import {
  OVERVIEW_TRENDS,
  TREND_WEEKS,
  type ActivityItem,
  type OverviewTrend,
} from '../../../src/shared/admin/types'
import { maskEmail } from '../../newsletter/mail'
import type { Db } from '../client'
import { contactRequests, feedback, newsletterSubscribers, outbox } from '../schema'

/*
 * The admin overview's trends and latest activity: what happened in the last 8 weeks, week by
 * week, and the newest events of every kind. Consumer: worker/pages/admin.ts.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** How many events the latest activity lists. */
export const ACTIVITY_LIMIT = 10

/** Where each trend counts its events: a table and the time column of the event. */
const TREND_SOURCES: Record<OverviewTrend, { table: SQLiteTable; at: SQLiteColumn }> = {
  contacts: { table: contactRequests, at: contactRequests.createdAt },
  signups: { table: newsletterSubscribers, at: newsletterSubscribers.createdAt },
  confirmed: { table: newsletterSubscribers, at: newsletterSubscribers.confirmedAt },
  unsubscribed: { table: newsletterSubscribers, at: newsletterSubscribers.unsubscribedAt },
  outbox: { table: outbox, at: outbox.createdAt },
  feedback: { table: feedback, at: feedback.createdAt },
}

/** Each trend's count per week of the last {@link TREND_WEEKS} weeks (oldest first), up to `now`. */
export async function loadOverviewTrends(
  db: Db,
  now = Date.now()
): Promise<Record<OverviewTrend, number[]>> {
  const start = now - TREND_WEEKS * WEEK_MS
  const entries = await Promise.all(
    OVERVIEW_TRENDS.map(async (trend) => {
      const { table, at } = TREND_SOURCES[trend]
      const week = sql<number>`(${at} - ${start}) / ${WEEK_MS}`
      const rows = await db
        .select({ week, n: count() })
        .from(table)
        .where(and(gte(at, start), sql`${at} <= ${now}`))
        .groupBy(week)
      const weeks = Array.from({ length: TREND_WEEKS }, () => 0)
      for (const row of rows) {
        const index = Math.min(Math.max(Math.floor(Number(row.week)), 0), TREND_WEEKS - 1)
        weeks[index]! += row.n
      }
      return [trend, weeks] as const
    })
  )
  return Object.fromEntries(entries) as Record<OverviewTrend, number[]>
}

/** How many 'Was this helpful?' votes there are. */
export async function countFeedbackVotes(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(feedback).get())?.n ?? 0
}

/** The newest {@link ACTIVITY_LIMIT} events of every kind, newest first (addresses masked). */
export async function listLatestActivity(db: Db): Promise<ActivityItem[]> {
  const subscribers = (at: SQLiteColumn) =>
    db
      .select({ email: newsletterSubscribers.email, at: sql<number>`${at}` })
      .from(newsletterSubscribers)
      .where(isNotNull(at))
      .orderBy(desc(at))
      .limit(ACTIVITY_LIMIT)
  const [contacts, signups, confirmed, unsubscribed, votes] = await Promise.all([
    db
      .select({
        name: contactRequests.name,
        company: contactRequests.company,
        topic: contactRequests.topic,
        at: contactRequests.createdAt,
      })
      .from(contactRequests)
      .orderBy(desc(contactRequests.createdAt))
      .limit(ACTIVITY_LIMIT),
    subscribers(newsletterSubscribers.createdAt),
    subscribers(newsletterSubscribers.confirmedAt),
    subscribers(newsletterSubscribers.unsubscribedAt),
    db
      .select({ path: feedback.path, rating: feedback.rating, at: feedback.updatedAt })
      .from(feedback)
      .orderBy(desc(feedback.updatedAt))
      .limit(ACTIVITY_LIMIT),
  ])
  const masked = (kind: 'signup' | 'confirmed' | 'unsubscribed', rows: typeof signups) =>
    rows.map((row): ActivityItem => ({ kind, at: row.at, who: maskEmail(row.email) }))
  const items: ActivityItem[] = [
    ...contacts.map((row): ActivityItem => ({
      kind: 'contact',
      at: row.at,
      who: `${row.name} (${row.company})`,
      what: row.topic,
    })),
    ...masked('signup', signups),
    ...masked('confirmed', confirmed),
    ...masked('unsubscribed', unsubscribed),
    ...votes.map((row): ActivityItem => ({
      kind: 'feedback',
      at: row.at,
      who: row.path,
      what: row.rating,
    })),
  ]
  return items.sort((a, b) => b.at - a.at).slice(0, ACTIVITY_LIMIT)
}
