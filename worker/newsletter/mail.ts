import type { Bindings } from '../env'

/** One outgoing mail (plain text) with its extra headers (List-Unsubscribe, ...). */
export interface Mail {
  to: string
  subject: string
  text: string
  headers: Record<string, string>
}

/** How a delivery ended: `sent` by the provider, `failed` after the bounded retries. */
export interface Delivery {
  status: 'sent' | 'failed'
  attempts: number
}

/** Attempts per mail (the first plus two retries), the wait before each retry, one attempt's limit. */
export const MAIL_RETRY = { attempts: 3, backoffMs: [300, 900], timeoutMs: 5000 } as const

/**
 * Sends one mail through the configured HTTP provider: `POST {MAIL_API_URL}/emails` with
 * `Authorization: Bearer {MAIL_API_KEY}` and `{from, to, subject, text, headers}` (the shape of
 * Resend's API and of the local test providers). A network error, a timeout, 408, 429 or 5xx is
 * retried (at most {@link MAIL_RETRY}.attempts in all); another 4xx is final. Every failed attempt
 * is logged without the mail's content. Consumer: ./confirmation.ts (runs in `waitUntil`).
 */
export async function sendMail(env: Bindings, mail: Mail): Promise<Delivery> {
  const url = `${env.MAIL_API_URL.replace(/\/+$/, '')}/emails`
  for (let attempt = 1; ; attempt++) {
    let problem: string
    let retryable = true
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(env.MAIL_API_KEY ? { authorization: `Bearer ${env.MAIL_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          from: env.MAIL_FROM,
          to: [mail.to],
          subject: mail.subject,
          text: mail.text,
          headers: mail.headers,
        }),
        signal: AbortSignal.timeout(MAIL_RETRY.timeoutMs),
      })
      await response.body?.cancel()
      if (response.ok) return { status: 'sent', attempts: attempt }
      problem = `HTTP ${response.status}`
      retryable = response.status >= 500 || response.status === 408 || response.status === 429
    } catch (error) {
      problem = (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message
    }
    const final = !retryable || attempt >= MAIL_RETRY.attempts
    console.error(
      `[newsletter] mail to ${maskEmail(mail.to)}: attempt ${attempt} failed (${problem})` +
        (final ? ', giving up: the row says mail_status = failed' : ', retrying')
    )
    if (final) return { status: 'failed', attempts: attempt }
    await new Promise((done) => setTimeout(done, MAIL_RETRY.backoffMs[attempt - 1]))
  }
}

/** `a***@example.com`: enough to tell mails apart in logs, not enough to collect addresses. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@')
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`
}
