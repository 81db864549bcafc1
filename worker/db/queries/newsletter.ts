import { and, eq, sql, type AnyColumn } from 'drizzle-orm'
import type { Db } from '../client'
import { newsletterSubscribers as subscribers, outbox } from '../schema'
import { mailReserved, reserveMail, type MailQuota } from './newsletter-mails'

/** What a subscribe request writes: the new token's hash and its expiry. */
export interface ConfirmationRequest {
  email: string
  tokenHash: string
  tokenExpiresAt: number
  locale: string
  /** The limits a new mail must pass (its `now` is the request's time). */
  quota: MailQuota
}

/**
 * Records a subscribe request in ONE batch whose statements run whatever the address's state, so
 * new, pending and confirmed addresses cost the same (no timing oracle): {@link reserveMail}
 * records a mail when one is due and every limit allows it, then the upsert writes the row: an
 * unknown address gets a pending row (without a token when no mail was allowed: `limited`); a
 * row whose mail was reserved gets the new token; any other keeps its values (written back
 * unchanged). Returns the row id when a confirmation mail is due (the row holds the new token),
 * else undefined.
 */
export async function requestConfirmation(
  db: Db,
  request: ConfirmationRequest
): Promise<number | undefined> {
  const { email, tokenHash, tokenExpiresAt, locale, quota } = request
  const now = quota.now
  const due = mailReserved(quota.mailbox, tokenHash)
  // every SET expression reads the row as it was before this statement (SQLite)
  const when = <T>(column: AnyColumn, value: T) =>
    sql`CASE WHEN ${due} THEN ${value} ELSE ${column} END`
  const ifDue = <T>(value: T) => sql`CASE WHEN ${due} THEN ${value} END`
  const upsert = db
    .insert(subscribers)
    .values({
      email,
      status: 'pending',
      mailStatus: sql`CASE WHEN ${due} THEN 'queued' ELSE 'limited' END`,
      createdAt: now,
      tokenHash: ifDue(tokenHash),
      tokenExpiresAt: ifDue(tokenExpiresAt),
      lastMailAt: ifDue(now),
      locale,
      mailAttempts: 0,
    })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        status: when(subscribers.status, 'pending'),
        mailStatus: when(subscribers.mailStatus, 'queued'),
        tokenHash: when(subscribers.tokenHash, tokenHash),
        tokenExpiresAt: when(subscribers.tokenExpiresAt, tokenExpiresAt),
        lastMailAt: when(subscribers.lastMailAt, now),
        locale: when(subscribers.locale, locale),
        mailAttempts: when(subscribers.mailAttempts, 0),
      },
    })
    .returning({ id: subscribers.id, tokenHash: subscribers.tokenHash })
  const [, rows] = await db.batch([reserveMail(db, email, tokenHash, quota), upsert])
  return rows[0]?.tokenHash === tokenHash ? rows[0].id : undefined
}

/** The confirmation state of an address (undefined when unknown). */
export async function getPendingToken(db: Db, email: string) {
  return db
    .select({
      id: subscribers.id,
      status: subscribers.status,
      tokenHash: subscribers.tokenHash,
      tokenExpiresAt: subscribers.tokenExpiresAt,
    })
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .get()
}

/**
 * Marks a pending row confirmed and burns its token, only if the token is still the one checked
 * (two clicks at once: one wins, the other changes nothing). True when this call confirmed it.
 */
export async function markConfirmed(db: Db, id: number, tokenHash: string, now: number) {
  const rows = await db
    .update(subscribers)
    .set({ status: 'confirmed', tokenHash: null, tokenExpiresAt: null, confirmedAt: now })
    .where(
      and(
        eq(subscribers.id, id),
        eq(subscribers.status, 'pending'),
        eq(subscribers.tokenHash, tokenHash)
      )
    )
    .returning({ id: subscribers.id })
  return rows.length === 1
}

/** The subscription status of an address, for the unsubscribe page. */
export async function getSubscriberStatus(db: Db, email: string) {
  const row = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.email, email))
    .get()
  return row?.status
}

/** Keeps the row as `unsubscribed` (never mailed again unless the address subscribes again). */
export async function markUnsubscribed(db: Db, email: string, now: number): Promise<void> {
  await db
    .update(subscribers)
    .set({ status: 'unsubscribed', tokenHash: null, tokenExpiresAt: null, unsubscribedAt: now })
    .where(eq(subscribers.email, email))
}

/**
 * Records how a confirmation mail went, on the row it was for, unless a newer request replaced
 * its token meanwhile (that one's delivery writes its own status).
 */
export async function recordMailStatus(
  db: Db,
  id: number,
  tokenHash: string,
  status: 'sent' | 'failed' | 'outbox',
  attempts: number
): Promise<void> {
  await db
    .update(subscribers)
    .set({ mailStatus: status, mailAttempts: attempts })
    .where(and(eq(subscribers.id, id), eq(subscribers.tokenHash, tokenHash)))
}

/** Keeps a mail that had no provider to go to (local development). */
export async function addToOutbox(
  db: Db,
  mail: { to: string; subject: string; text: string; headers: Record<string, string> },
  now: number
): Promise<void> {
  await db.insert(outbox).values({ ...mail, headers: JSON.stringify(mail.headers), createdAt: now })
}
