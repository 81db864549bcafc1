import { CONFIRM_PARAMS } from '../../src/shared/newsletter/confirm-params'
import { constantTimeEqual, hmacSha256Hex } from '../crypto'
import type { Bindings } from '../env'
import { siteOrigin } from '../site-url'

/** The unsubscribe page (a route of src/shared/routing/routes.ts) and its one-click endpoint. */
export const UNSUBSCRIBE_PAGE = '/newsletter/unsubscribe'
export const UNSUBSCRIBE_API = '/api/newsletter/unsubscribe'

/**
 * The confirmation link of a mail: any page of the site reads `email` and `confirmation`
 * (src/client/newsletter-confirm.ts); `lang` makes the site answer in the mail's language.
 */
export function confirmationLink(env: Bindings, email: string, token: string, locale: string) {
  const [emailParam, tokenParam] = CONFIRM_PARAMS
  const query = new URLSearchParams({ [emailParam]: email, [tokenParam]: token })
  if (locale !== env.DEFAULT_LOCALE) query.set('lang', locale)
  return `${siteOrigin(env)}/newsletter?${query}`
}

/** The HMAC of an address's unsubscribe links under NEWSLETTER_SECRET. */
async function signAddress(secret: string, email: string): Promise<string> {
  return hmacSha256Hex(secret, `newsletter-unsubscribe:${email}`)
}

/** The query of an address's unsubscribe links: `email` and its signature `sig`. */
export async function unsubscribeQuery(secret: string, email: string): Promise<string> {
  return new URLSearchParams({ email, sig: await signAddress(secret, email) }).toString()
}

/** True when `sig` is the signature of `email` (compared in constant time). */
export async function verifyUnsubscribe(secret: string, email: string, sig: string) {
  return constantTimeEqual(await signAddress(secret, email), sig)
}
