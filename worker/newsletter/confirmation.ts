import { getMessages, isLocale } from '../../src/shared/i18n'
import { getDb } from '../db/client'
import { addToOutbox, recordMailStatus } from '../db/queries/newsletter'
import type { Bindings } from '../env'
import { siteOrigin } from '../site-url'
import { confirmationLink, UNSUBSCRIBE_API, UNSUBSCRIBE_PAGE, unsubscribeQuery } from './links'
import { maskEmail, sendMail, type Mail } from './mail'

/**
 * The mail work starts this long after the answer left: started at once, it competed with the
 * answer on its way out, and a new address was answered measurably later than a pending or
 * confirmed one (wrangler dev, p50 of 40 each: 93 ms vs 55-57 ms; with the delay 59-74 ms vs
 * 69-84 ms, within noise).
 */
export const MAIL_START_DELAY_MS = 100

/** One confirmation mail to send: the row it is for, the token in clear (never stored). */
export interface ConfirmationMail {
  id: number
  email: string
  token: string
  tokenHash: string
  locale: string
  secret: string
}

/**
 * The confirmation mail in the subscriber's language, with the signed one-click unsubscribe link
 * in the text and in the `List-Unsubscribe` / `List-Unsubscribe-Post` headers (RFC 8058).
 */
export async function composeConfirmationMail(env: Bindings, request: ConfirmationMail) {
  const t = getMessages(isLocale(request.locale) ? request.locale : 'en')
  const link = confirmationLink(env, request.email, request.token, request.locale)
  const query = await unsubscribeQuery(request.secret, request.email)
  const origin = siteOrigin(env)
  const mail: Mail = {
    to: request.email,
    subject: t['mail.confirmSubject'],
    text: t['mail.confirmText']
      .replace('{email}', request.email)
      .replace('{link}', link)
      .replace('{unsubscribe}', `${origin}${UNSUBSCRIBE_PAGE}?${query}`),
    headers: {
      'List-Unsubscribe': `<${origin}${UNSUBSCRIBE_API}?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
  return { mail, link }
}

/**
 * Delivers a confirmation mail after the answer was sent (`ctx.waitUntil`) and records the outcome
 * in the row's `mail_status`: `sent` or `failed` through the provider (retried, logged), or
 * `outbox` when no MAIL_API_URL is configured: the mail is kept in the D1 `outbox` table and the
 * confirm link printed to the console, so a local `npm start` can walk the whole flow.
 */
export async function deliverConfirmation(env: Bindings, request: ConfirmationMail) {
  await new Promise((done) => setTimeout(done, MAIL_START_DELAY_MS))
  const db = getDb(env.DB)
  try {
    const { mail, link } = await composeConfirmationMail(env, request)
    if (!env.MAIL_API_URL) {
      await addToOutbox(db, mail, Date.now())
      await recordMailStatus(db, request.id, request.tokenHash, 'outbox', 0)
      console.log(
        `[newsletter] no MAIL_API_URL: the mail to ${request.email} is in the D1 outbox table.\n` +
          `  Confirm link: ${link}`
      )
      return
    }
    const delivery = await sendMail(env, mail)
    await recordMailStatus(db, request.id, request.tokenHash, delivery.status, delivery.attempts)
  } catch (error) {
    console.error(`[newsletter] mail to ${maskEmail(request.email)} not delivered:`, error)
    await recordMailStatus(db, request.id, request.tokenHash, 'failed', 0).catch(() => undefined)
  }
}
