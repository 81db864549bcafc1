import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Newsletter subscribers (double opt-in). One row per normalised address, kept after an
 * unsubscribe (status `unsubscribed`) so it is never mailed again unless the visitor subscribes
 * again. The confirmation token is stored only as its SHA-256. Written by the newsletter API,
 * read by /admin (counts, search, CSV export).
 */
export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Normalised address: trimmed, domain lower-cased, IDN as punycode. */
    email: text('email').notNull().unique(),
    /** `pending` (mail sent, not confirmed), `confirmed` or `unsubscribed`. */
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
    /** Hex SHA-256 of the 128-bit confirmation token; null once used. */
    tokenHash: text('token_hash'),
    /** When the confirmation token stops working (ms since epoch). */
    tokenExpiresAt: integer('token_expires_at'),
    /** Last confirmation mail queued for this address (ms), for the no-second-mail window. */
    lastMailAt: integer('last_mail_at'),
    /**
     * Delivery of the last mail: `queued`, `sent`, `failed`, `outbox` (no provider), or `limited`
     * (a mailbox or site-wide mail limit held it back: no token, no mail).
     */
    mailStatus: text('mail_status', { enum: ['queued', 'sent', 'failed', 'outbox', 'limited'] }),
    /** Delivery attempts of the last mail. */
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /** Interface locale at subscription (the mail's language). */
    locale: text('locale').notNull().default('en'),
    createdAt: integer('created_at').notNull(),
    confirmedAt: integer('confirmed_at'),
    unsubscribedAt: integer('unsubscribed_at'),
  },
  (table) => [index('newsletter_subscribers_status').on(table.status)]
)

/**
 * Mails that could not go to a provider because none is configured (local development): the
 * admin area lists them and `wrangler dev` prints their links. Written by the mail sender.
 */
export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  /** Plain-text body. */
  text: text('text').notNull(),
  /** JSON object of extra headers (List-Unsubscribe, ...). */
  headers: text('headers').notNull().default('{}'),
  createdAt: integer('created_at').notNull(),
})

/**
 * One row per confirmation mail queued, by mailbox (the SHA-256 of `mailboxKey`, never the
 * address): the 10-minute window and the daily cap per mailbox, and the site-wide hourly cap,
 * count these rows (worker/db/queries/newsletter-mails.ts). Rows older than a day are pruned.
 */
export const newsletterMails = sqliteTable(
  'newsletter_mails',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Hex SHA-256 of the mailbox key (src/shared/newsletter/email.ts `mailboxKey`). */
    mailbox: text('mailbox').notNull(),
    /** When the mail was queued (ms since epoch). */
    sentAt: integer('sent_at').notNull(),
    /** The new token's SHA-256: ties the mail to the subscriber row that holds that token. */
    tokenHash: text('token_hash').notNull(),
  },
  (table) => [
    index('newsletter_mails_mailbox').on(table.mailbox, table.sentAt),
    index('newsletter_mails_sent_at').on(table.sentAt),
  ]
)
