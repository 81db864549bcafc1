import { Hono } from 'hono'
import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose'
import { escapeHtml } from '../../src/shared/search/highlight'
import { MIN_SECRET_BYTES, parseAllowList } from '../auth/config'
import { callbackUrl, isLocalSite } from '../auth/github'
import { pkceChallenge } from '../auth/oauth-state'
import { constantTimeEqual, hmacSha256Hex, sha256Hex } from '../crypto'
import type { AppEnv, Bindings } from '../env'
import { sameOrigin } from '../middleware/same-origin'

/** Where the worker serves its development OAuth provider (`GITHUB_OAUTH_URL` in .dev.vars). */
export const DEV_OAUTH_BASE = '/api/_dev_oauth'

const LOGIN_RE = /^[A-Za-z0-9-]{1,39}$/
const encoder = new TextEncoder()

/**
 * A development stand-in for GitHub's OAuth app flow, so `npm start` on a fresh clone and the
 * browser tests can sign in without a GitHub app: `/login/oauth/authorize` asks which login to
 * be, `/login/oauth/access_token` trades the code (checking the PKCE verifier) for a token and
 * `/user` says who the token belongs to. Codes (MACs) and tokens (JWTs) are short-lived and keyed
 * by a key derived from SESSION_SECRET, so nothing is stored. Every path answers 404 unless SITE_URL is a
 * loopback address: a production or preview deployment has no such provider. The worker's own
 * sign-in (worker/api/auth.ts) still applies the ADMIN_ALLOW list to whoever signs in here.
 */
export const devOAuth = new Hono<AppEnv>()

devOAuth.use('*', async function devOAuthAvailable(c, next) {
  if (!isLocalSite(c.env)) {
    return c.json({ error: 'not found: the development sign-in needs a local SITE_URL' }, 404)
  }
  if (encoder.encode(c.env.SESSION_SECRET ?? '').byteLength < MIN_SECRET_BYTES) {
    return c.json({ error: 'the development sign-in needs SESSION_SECRET (.dev.vars)' }, 503)
  }
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
devOAuth.use('/login/oauth/authorize', sameOrigin())

devOAuth.get('/login/oauth/authorize', (c) => {
  const query = c.req.query()
  const problem = checkAuthorize(c.env, query)
  if (problem) return c.text(`development sign-in: ${problem}`, 400)
  const suggested = [...parseAllowList(c.env.ADMIN_ALLOW).logins][0] ?? ''
  const hidden = ['redirect_uri', 'state', 'code_challenge']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query[name]!)}">`)
    .join('')
  const cancel = new URL(query.redirect_uri!)
  cancel.search = new URLSearchParams({ error: 'access_denied', state: query.state! }).toString()
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width"><meta name="color-scheme" content="light dark">
<title>Local sign-in (development)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">Local sign-in (development only)</h1>
<p>This stands in for GitHub on a local server. Sign in as a login of <code>ADMIN_ALLOW</code>.</p>
<form method="post" data-dev-oauth="">${hidden}
<label for="login">GitHub login</label><br>
<input id="login" name="login" value="${escapeHtml(suggested)}" required pattern="[A-Za-z0-9-]{1,39}" style="margin:.5rem 0;padding:.4rem;width:100%">
<button type="submit" style="padding:.4rem 1rem">Sign in</button>
<a href="${escapeHtml(cancel.toString())}" style="margin-left:1rem">Cancel</a>
</form></body></html>`)
})

devOAuth.post('/login/oauth/authorize', async (c) => {
  const form = Object.fromEntries(
    Object.entries(await c.req.parseBody()).map(([key, value]) => [key, String(value)])
  )
  const problem = checkAuthorize(c.env, { ...form, client_id: c.env.GITHUB_CLIENT_ID })
  if (problem) return c.text(`development sign-in: ${problem}`, 400)
  if (!LOGIN_RE.test(form.login ?? '')) return c.text('development sign-in: bad login', 400)
  const code = await createCode(c.env, form.login!, form.code_challenge!)
  const back = new URL(form.redirect_uri!)
  back.search = new URLSearchParams({ code, state: form.state! }).toString()
  return c.redirect(back.toString(), 302)
})

devOAuth.post('/login/oauth/access_token', async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>
  const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : ''
  const login = await readCode(c.env, body.code, await pkceChallenge(verifier))
  if (!login || body.redirect_uri !== callbackUrl(c.env)) {
    return c.json({ error: 'bad_verification_code' }, 400)
  }
  return c.json({ access_token: await signToken(c.env, login), token_type: 'bearer' })
})

devOAuth.get('/user', async (c) => {
  const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  const login = await verifyToken(c.env, token)
  if (!login) return c.json({ message: 'Bad credentials' }, 401)
  // a stable positive id per login, as GitHub has one
  const id = parseInt((await sha256Hex(`dev-user:${login}`)).slice(0, 8), 16) || 1
  return c.json({ id, login, name: `${login} (local)`, avatar_url: null })
})

/** Why an authorize request cannot go on, or undefined: our client id, our callback, S256. */
function checkAuthorize(env: Bindings, query: Record<string, string | undefined>) {
  const callback = callbackUrl(env)
  if (!env.GITHUB_CLIENT_ID || query.client_id !== env.GITHUB_CLIENT_ID) return 'unknown client_id'
  if (query.redirect_uri !== callback) return `redirect_uri must be ${callback}`
  if (!query.state) return 'state is missing'
  if (!/^[\w-]{43}$/.test(query.code_challenge ?? '')) return 'an S256 code_challenge is required'
  if ((query.code_challenge_method ?? 'S256') !== 'S256') return 'only S256 is supported'
  return undefined
}

/** How long a code may wait for its exchange, in seconds. */
const CODE_TTL_S = 120
const keyOf = (env: Bindings) => `aster-dev-oauth:${env.SESSION_SECRET}`

/**
 * A code `<login>.<expiry>.<mac>`, the MAC binding login, expiry and the PKCE challenge: short
 * (the sign-in refuses codes over 200 characters), and worth nothing without the verifier.
 */
async function createCode(env: Bindings, login: string, challenge: string): Promise<string> {
  const expires = Math.floor(Date.now() / 1000) + CODE_TTL_S
  const mac = await hmacSha256Hex(keyOf(env), `code|${login}|${expires}|${challenge}`)
  return `${login}.${expires}.${mac}`
}

/** The login of a live code whose MAC matches the verifier's challenge, or undefined. */
async function readCode(env: Bindings, code: unknown, challenge: string) {
  const [login, expires, mac] = typeof code === 'string' ? code.split('.') : []
  if (!login || !LOGIN_RE.test(login) || !mac || Number(expires) < Date.now() / 1000) return
  const expected = await hmacSha256Hex(keyOf(env), `code|${login}|${expires}|${challenge}`)
  return (await constantTimeEqual(mac, expected)) ? login : undefined
}

/** A five-minute access token (HS256 JWT) naming the login. */
function signToken(env: Bindings, login: string) {
  return new SignJWT({ use: 'token' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(login)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(encoder.encode(keyOf(env)))
}

async function verifyToken(env: Bindings, token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || token.length > 2000) return undefined
  try {
    // a header that is not base64url JSON fails here, synchronously, before jwtVerify
    decodeProtectedHeader(token)
    const { payload } = await jwtVerify(token, encoder.encode(keyOf(env)), {
      algorithms: ['HS256'],
    })
    return payload.use === 'token' && typeof payload.sub === 'string' ? payload.sub : undefined
  } catch {
    return undefined
  }
}
