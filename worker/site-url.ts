import type { Bindings } from './env'

/**
 * The site's public origin: always SITE_URL, never the request's Host (a forged Host must not put
 * another site's address into a mail, an OAuth `redirect_uri` or a callback). Consumers: the
 * newsletter's mail links (worker/newsletter/), the sign-in (worker/api/auth.ts,
 * worker/auth/github.ts) and the development OAuth provider (worker/api/dev-oauth.ts).
 */
export function siteOrigin(env: Bindings): string {
  return new URL(env.SITE_URL).origin
}

/**
 * Why a request may not go on at its host, or undefined when it came to SITE_URL's host (name
 * and port). The sign-in refuses other hosts: its cookies and callback belong to that one.
 */
export function foreignHost(env: Bindings, requestUrl: string): string | undefined {
  const site = new URL(env.SITE_URL)
  const host = new URL(requestUrl).host
  if (host === site.host) return undefined
  return `sign-in works only at ${site.origin} (SITE_URL), not at ${host}: open the site there`
}
