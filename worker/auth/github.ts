import * as v from 'valibot'
import { SIGN_IN_PATH, type SessionUser } from '../../src/shared/auth/session'
import type { Bindings } from '../env'
import { siteOrigin } from '../site-url'

/** How long each provider call may take, in ms. */
const PROVIDER_TIMEOUT_MS = 8000

/** True when SITE_URL is a loopback address: local development and tests. */
export function isLocalSite(env: Bindings): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(env.SITE_URL).hostname)
  } catch {
    return false
  }
}

/**
 * The provider's web and API bases (`GITHUB_OAUTH_URL`, and `GITHUB_OAUTH_API_URL` falling back
 * to `GITHUB_API_URL`) without trailing slashes, or why they cannot be used. A base may be a
 * path on this site (`/api/_dev_oauth`, the worker's development provider of `npm start`,
 * worker/api/dev-oauth.ts), resolved against SITE_URL (never the request's Host). Plain http
 * (that provider, the local OAuth server of tests) is refused unless the site itself runs on a
 * loopback address, so a production deployment can never sign in through a development provider.
 */
export function providerBases(
  env: Bindings
): { ok: true; web: string; api: string } | { ok: false; reason: string } {
  const origin = siteOrigin(env)
  const resolve = (base: string) =>
    (URL.canParse(base, origin) ? new URL(base, origin).toString() : base).replace(/\/+$/, '')
  const web = resolve(env.GITHUB_OAUTH_URL || 'https://github.com')
  const api = resolve(env.GITHUB_OAUTH_API_URL || env.GITHUB_API_URL || 'https://api.github.com')
  if (!env.GITHUB_CLIENT_ID) return { ok: false, reason: 'GITHUB_CLIENT_ID is not set' }
  const onSite = [env.GITHUB_OAUTH_URL, env.GITHUB_OAUTH_API_URL].some(
    (base) => base?.startsWith('/') ?? false
  )
  if (onSite && !isLocalSite(env)) {
    return { ok: false, reason: 'the on-site development provider needs a local SITE_URL' }
  }
  for (const base of [web, api]) {
    const protocol = URL.canParse(base) ? new URL(base).protocol : ''
    if (protocol === 'https:') continue
    if (protocol === 'http:' && isLocalSite(env)) continue
    return {
      ok: false,
      reason: `${base} is not an https URL (a development provider needs a local SITE_URL)`,
    }
  }
  return { ok: true, web, api }
}

/**
 * Where the provider sends the user back (the OAuth app's callback URL): SITE_URL's origin, never
 * the request's Host. Consumers: the sign-in (worker/api/auth.ts), the development provider.
 */
export function callbackUrl(env: Bindings): string {
  return `${siteOrigin(env)}${SIGN_IN_PATH}/callback`
}

const TokenSchema = v.object({ access_token: v.pipe(v.string(), v.minLength(1)) })
const UserSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  login: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,39}$/)),
  name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  avatar_url: v.optional(v.nullable(v.pipe(v.string(), v.url())), null),
})

/**
 * Trades the callback's code (with the PKCE verifier) for an access token, then reads who the
 * user is. Throws on any provider failure (the caller ends the sign-in with an error).
 */
export async function fetchGithubUser(
  env: Bindings,
  bases: { web: string; api: string },
  code: string,
  verifier: string,
  redirectUri: string
): Promise<SessionUser> {
  const tokenResponse = await fetch(`${bases.web}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET ?? '',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  if (!tokenResponse.ok) throw new Error(`token endpoint answered ${tokenResponse.status}`)
  const { access_token } = v.parse(TokenSchema, await tokenResponse.json())
  const userResponse = await fetch(`${bases.api}/user`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${access_token}`,
      'user-agent': 'aster-site-admin',
    },
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  })
  if (!userResponse.ok) throw new Error(`user endpoint answered ${userResponse.status}`)
  const user = v.parse(UserSchema, await userResponse.json())
  return { id: String(user.id), login: user.login, name: user.name, avatarUrl: user.avatar_url }
}
