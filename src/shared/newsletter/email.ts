/**
 * The one normal form of a newsletter address, shared by the form island and the API: trimmed,
 * the domain lower-cased and an internationalised domain (IDN) written as punycode, so
 * `Ada@BÜCHER.example` and `Ada@xn--bcher-kva.example` are one subscriber. The local part is kept
 * as typed (mail servers may treat its case as significant). Consumers: `SubscribeSchema`
 * (./schema.ts), the subscribe/confirm/unsubscribe endpoints (worker/api/newsletter).
 */

/** Longest address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254

/** One plain address: no display name, brackets, commas, spaces, quotes or control characters. */
const LOCAL_RE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/
/** A punycode (ASCII) domain with at least one dot, labels of letters, digits and hyphens. */
const DOMAIN_RE = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/

/**
 * The address in its normal form, or undefined when it is not exactly one plain address
 * (display names, several addresses, CR/LF, spaces inside, over 254 characters).
 * `new URL('http://' + domain).hostname` does the IDN → punycode step (WHATWG URL: workerd and
 * every browser), so no IDN table is bundled.
 */
export function normalizeEmail(input: string): string | undefined {
  const trimmed = input.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_EMAIL_LENGTH) return undefined
  const at = trimmed.lastIndexOf('@')
  if (at <= 0 || at !== trimmed.indexOf('@')) return undefined
  const local = trimmed.slice(0, at)
  const rawDomain = trimmed.slice(at + 1)
  if (!LOCAL_RE.test(local) || local.startsWith('.') || local.endsWith('.')) return undefined
  if (local.includes('..') || /[\s/\\?#@:[\]%]/.test(rawDomain)) return undefined
  let domain: string
  try {
    domain = new URL(`http://${rawDomain}`).hostname
  } catch {
    return undefined
  }
  if (!DOMAIN_RE.test(domain)) return undefined
  const email = `${local}@${domain}`
  return email.length <= MAX_EMAIL_LENGTH ? email : undefined
}

/**
 * The mailbox an address reaches, as the newsletter's limits count it: the normal form with the
 * local part lower-cased too and a `+tag` removed, so `victim@`, `Victim@`, `VICTIM@` and
 * `victim+1@example.com` are one mailbox to the per-address limit, the 10-minute mail window and
 * the daily cap (rows and mails keep the address as typed). Expects {@link normalizeEmail}'s
 * output. Consumers: worker/api/newsletter.ts.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at).toLowerCase()
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}@${email.slice(at + 1).toLowerCase()}`
}
