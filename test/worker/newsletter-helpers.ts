import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { inject } from 'vitest'
import { mailboxKey } from '../../src/shared/newsletter/email'
import { sha256Hex } from '../../worker/crypto'
import worker from '../../worker/index'
import type { FakeAnswer, FakeCall } from '../fake-upstream/protocol'

/**
 * Helpers of the newsletter worker tests: requests go through the Worker's own `fetch` (the app
 * with real D1) with MAIL_API_URL pointed at a session of the fake upstream, and each request's
 * `waitUntil` work (the mail) is awaited, so a test reads the mail and the row it wrote.
 */

/** The site's origin (wrangler.toml SITE_URL): requests are sent to it, mails link to it. */
export const ORIGIN = 'http://localhost:8787'

/** A fresh address and client IP per test, so rate-limit counters never leak across tests. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${crypto.randomUUID().slice(0, 8)}@aster.example`
export const uniqueIp = () =>
  `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`

/** The environment with a fake mail provider answering `answer`, and what it received. */
export async function withMailProvider(answer: FakeAnswer = { status: 200, json: { id: 'm1' } }) {
  const base = inject('fakeUpstreamUrl')
  const session = `mail-${crypto.randomUUID()}`
  await fetch(`${base}/__fake/${session}`, {
    method: 'PUT',
    body: JSON.stringify({ prefix: { '/emails': answer } }),
  })
  return {
    env: { ...env, MAIL_API_URL: `${base}/${session}`, MAIL_API_KEY: 'test-mail-key' },
    calls: async () =>
      (await (await fetch(`${base}/__fake/${session}/calls`)).json()) as FakeCall[],
  }
}

/** One request through the Worker, its `waitUntil` work settled before it returns. */
export async function send(
  environment: object,
  path: string,
  init: RequestInit & { ip?: string } = {}
): Promise<Response> {
  const { ip = uniqueIp(), ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('cf-connecting-ip', ip)
  const ctx = createExecutionContext()
  const request = new Request(`${ORIGIN}${path}`, { ...rest, headers })
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    environment as typeof env,
    ctx
  )
  await waitOnExecutionContext(ctx)
  return response
}

/** A same-origin JSON POST, as the form and the boot script send it. */
export function postJson(
  environment: object,
  path: string,
  body: unknown,
  init: { ip?: string; headers?: Record<string, string> } = {}
) {
  return send(environment, path, {
    method: 'POST',
    ip: init.ip,
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...init.headers },
    body: JSON.stringify(body),
  })
}

/** The first message of a failure in the spec's shape (`data.message`, a JSON-encoded list). */
export async function failureMessage(response: Response): Promise<string> {
  const body = (await response.json()) as { data: { message: string } }
  return (JSON.parse(body.data.message) as { message: string }[])[0]!.message
}

/** The subscriber row of an address, as stored. */
export function readRow(email: string) {
  return env.DB.prepare('SELECT * FROM newsletter_subscribers WHERE email = ?1')
    .bind(email)
    .first<Record<string, string | number | null>>()
}

/**
 * Moves an address's mails `ms` into the past, as if that time had passed: its row's last mail
 * and the mail records of its mailbox (the limits count those).
 */
export async function backdateMails(email: string, ms: number): Promise<void> {
  const mailbox = await sha256Hex(mailboxKey(email))
  await env.DB.batch([
    env.DB.prepare(
      'UPDATE newsletter_subscribers SET last_mail_at = last_mail_at - ?1 WHERE email = ?2'
    ).bind(ms, email),
    env.DB.prepare('UPDATE newsletter_mails SET sent_at = sent_at - ?1 WHERE mailbox = ?2').bind(
      ms,
      mailbox
    ),
  ])
}

/** A mail the fake provider received: its JSON body. */
export interface SentMail {
  from: string
  to: string[]
  subject: string
  text: string
  headers: Record<string, string>
}

/** The mails a provider session received, and the confirmation token of the last one. */
export async function readMails(calls: () => Promise<FakeCall[]>) {
  const mails = (await calls()).map((call) => JSON.parse(call.body) as SentMail)
  const link = /https?:\/\/\S+confirmation=\S+/.exec(mails.at(-1)?.text ?? '')?.[0]
  return { mails, link, token: link ? new URL(link).searchParams.get('confirmation')! : undefined }
}
