import { count, lt, min, gt, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { newsletterMails as mails, newsletterSubscribers as subscribers } from '../schema'

const HOUR_MS = 3600 * 1000
const DAY_MS = 24 * HOUR_MS

/** The limits one more confirmation mail must pass (worker/newsletter/limits.ts). */
export interface MailQuota {
  /** Hex SHA-256 of the address's mailbox key (`mailboxKey`). */
  mailbox: string
  now: number
  /** No second mail to a mailbox within this long (10 minutes). */
  windowMs: number
  /** At most this many mails to a mailbox in 24 hours. */
  perDay: number
  /** At most this many mails to anyone in the last hour (the site-wide cap). */
  perHour: number
}

/**
 * Reserves a confirmation mail, when one is due, by recording it: the address's row is new,
 * unsubscribed, or pending and not mailed within the window; its mailbox had no mail within the
 * window (unless the row is unsubscribed: subscribing again takes the signed link of a mail, so
 * only the mailbox's owner gets there) nor its daily number; the site is under its hourly cap. The statement runs whatever the outcome (same cost for every
 * address); `requestConfirmation` runs right after it in the same batch and gives the row the
 * new token only when this recorded the mail.
 */
export function reserveMail(db: Db, email: string, tokenHash: string, quota: MailQuota) {
  const { mailbox, now, windowMs, perDay, perHour } = quota
  // drizzle lists every column of the table: id (NULL: the next one), mailbox, sent_at, token_hash
  return db.insert(mails).select(sql`SELECT NULL, ${mailbox}, ${now}, ${tokenHash}
    WHERE NOT EXISTS (
        SELECT 1 FROM ${subscribers} WHERE email = ${email} AND NOT (status = 'unsubscribed'
          OR (status = 'pending' AND (last_mail_at IS NULL OR last_mail_at <= ${now - windowMs}))))
      AND (NOT EXISTS (SELECT 1 FROM ${mails} WHERE mailbox = ${mailbox} AND sent_at > ${now - windowMs})
        OR EXISTS (SELECT 1 FROM ${subscribers} WHERE email = ${email} AND status = 'unsubscribed'))
      AND (SELECT count(*) FROM ${mails} WHERE mailbox = ${mailbox} AND sent_at > ${now - DAY_MS}) < ${perDay}
      AND (SELECT count(*) FROM ${mails} WHERE sent_at > ${now - HOUR_MS}) < ${perHour}`)
}

/** SQL true when {@link reserveMail} recorded the mail of this token (the row gets it). */
export function mailReserved(mailbox: string, tokenHash: string) {
  return sql`EXISTS (SELECT 1 FROM ${mails} WHERE mailbox = ${mailbox} AND token_hash = ${tokenHash})`
}

/** Confirmation mails of the last hour, site-wide, and when the oldest of them was queued. */
export async function mailsInLastHour(db: Db, now = Date.now()) {
  const row = await db
    .select({ count: count(), oldest: min(mails.sentAt) })
    .from(mails)
    .where(gt(mails.sentAt, now - HOUR_MS))
    .get()
  return { count: row?.count ?? 0, oldest: row?.oldest ?? null }
}

/** Deletes mail records older than a day (run by the scheduled job): no limit reads them. */
export async function pruneMailRecords(db: Db, now = Date.now()): Promise<void> {
  await db.delete(mails).where(lt(mails.sentAt, now - DAY_MS))
}
