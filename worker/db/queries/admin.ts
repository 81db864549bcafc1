import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm'
import {
  SUBSCRIBER_STATES,
  type ContactRequestRow,
  type OutboxRow,
  type SubscriberRow,
  type SubscriberState,
} from '../../../src/shared/admin/types'
import type { Db } from '../client'
import {
  contactRequests,
  contentInfo,
  frameworkStats,
  modules,
  newsletterSubscribers,
  outbox,
} from '../schema'

/** Rows an admin list shows at most (newest first). */
export const ADMIN_LIST_LIMIT = 200

/** Contact requests, newest first; only open ones unless `all`. */
export async function listContactRequests(db: Db, all: boolean): Promise<ContactRequestRow[]> {
  return db
    .select({
      id: contactRequests.id,
      name: contactRequests.name,
      email: contactRequests.email,
      company: contactRequests.company,
      companySize: contactRequests.companySize,
      topic: contactRequests.topic,
      message: contactRequests.message,
      createdAt: contactRequests.createdAt,
      handledAt: contactRequests.handledAt,
      handledBy: contactRequests.handledBy,
    })
    .from(contactRequests)
    .where(all ? undefined : isNull(contactRequests.handledAt))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(ADMIN_LIST_LIMIT)
}

/** How many contact requests are still open. */
export async function countOpenContactRequests(db: Db): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(contactRequests)
    .where(isNull(contactRequests.handledAt))
    .get()
  return row?.n ?? 0
}

/** Marks one open request handled by `login`; false when there is no such open request. */
export async function markContactHandled(db: Db, id: number, login: string, now = Date.now()) {
  const rows = await db
    .update(contactRequests)
    .set({ handledAt: now, handledBy: login })
    .where(and(eq(contactRequests.id, id), isNull(contactRequests.handledAt)))
    .returning({ id: contactRequests.id })
  return rows.length === 1
}

/** Subscribers per state (every state present, 0 when none). */
export async function countSubscribers(db: Db): Promise<Record<SubscriberState, number>> {
  const rows = await db
    .select({ status: newsletterSubscribers.status, n: count() })
    .from(newsletterSubscribers)
    .groupBy(newsletterSubscribers.status)
  const counts = Object.fromEntries(SUBSCRIBER_STATES.map((state) => [state, 0])) as Record<
    SubscriberState,
    number
  >
  for (const row of rows) counts[row.status] = row.n
  return counts
}

/** Subscribers whose address contains `q` (literal, case-insensitive), newest first; `limit` rows. */
export async function listSubscribers(
  db: Db,
  q: string,
  limit = ADMIN_LIST_LIMIT
): Promise<SubscriberRow[]> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  return db
    .select({
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      mailStatus: newsletterSubscribers.mailStatus,
      createdAt: newsletterSubscribers.createdAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
    })
    .from(newsletterSubscribers)
    .where(q ? sql`${newsletterSubscribers.email} LIKE ${pattern} ESCAPE '\\'` : undefined)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(limit)
}

/** The newest mails kept in the outbox (no provider configured). */
export async function listOutbox(db: Db): Promise<OutboxRow[]> {
  return db
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, createdAt: outbox.createdAt })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(ADMIN_LIST_LIMIT)
}

/** How many mails wait in the outbox. */
export async function countOutbox(db: Db): Promise<number> {
  return (await db.select({ n: count() }).from(outbox).get())?.n ?? 0
}

/** Rows per content collection from the last load (content_info). */
export async function listCollectionCounts(db: Db) {
  return db
    .select({
      collection: contentInfo.collection,
      rows: contentInfo.rows,
      builtAt: contentInfo.builtAt,
    })
    .from(contentInfo)
    .orderBy(contentInfo.collection)
}

/** The latest module-stats refresh of the cron (modules or the framework row), ISO or null. */
export async function lastStatsRefresh(db: Db): Promise<string | null> {
  const [mod, framework] = await Promise.all([
    db
      .select({ at: max(modules.statsUpdatedAt) })
      .from(modules)
      .get(),
    db
      .select({ at: max(frameworkStats.statsUpdatedAt) })
      .from(frameworkStats)
      .get(),
  ])
  const times = [mod?.at, framework?.at].filter((at): at is string => Boolean(at)).sort()
  return times.at(-1) ?? null
}
