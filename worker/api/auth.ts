import { Hono, type Context } from 'hono'
import { readAuthConfig, type AuthConfig } from '../auth/config'
import { OAUTH_COOKIE, readCookie, SESSION_COOKIE, setCookie } from '../auth/cookie'
import { callbackUrl, fetchGithubUser, providerBases } from '../auth/github'
import { createOAuthState, OAUTH_STATE_MAX_AGE_S, readOAuthState } from '../auth/oauth-state'
import { getSession, isAllowed } from '../auth/session'
import { signSessionToken } from '../auth/token'
import { getDb } from '../db/client'
import { useOAuthState } from '../db/queries/oauth-states'
import { insertSession, revokeSession } from '../db/queries/sessions'
import type { AppEnv } from '../env'
import { sameOrigin } from '../middleware/same-origin'
import { foreignHost } from '../site-url'

type Ready = Extract<AuthConfig, { ok: true }>

/**
 * `/api/_auth/*`: the session (`GET` → `{user}` or `{}`, `DELETE` signs out) and the GitHub
 * sign-in (`/github` starts it in the popup, `/github/callback` ends it). Nothing here is ever
 * cached; writes need a same-origin `Origin`. With a bad SESSION_SECRET every route answers 503
 * with the reason (logged once per isolate by readAuthConfig). The sign-in's URLs come from
 * SITE_URL only, and a request to another host (a forged `Host`) gets a 400, no sign-in.
 */
export const authApi = new Hono<AppEnv & { Variables: { auth: Ready } }>()

authApi.use('*', async function authReady(c, next) {
  const config = await readAuthConfig(c.env)
  if (!config.ok) {
    return c.json({ error: config.reason }, 503, { 'Cache-Control': 'private, no-store' })
  }
  c.set('auth', config)
  await next()
  c.res.headers.set('Cache-Control', 'private, no-store')
})
authApi.use('*', sameOrigin())
authApi.use('/github/*', async function configuredHost(c, next) {
  const problem = foreignHost(c.env, c.req.url)
  if (problem) return c.json({ error: problem }, 400)
  await next()
})

authApi.get('/session', async (c) => {
  const session = await getSession(c as unknown as Context<AppEnv>)
  return c.json(session ? { user: session.user } : {})
})

authApi.delete('/session', async (c) => {
  const session = await getSession(c as unknown as Context<AppEnv>)
  if (session) await revokeSession(getDb(c.env.DB), session.jti)
  c.header('Set-Cookie', setCookie(SESSION_COOKIE, '', 0))
  return c.json({})
})

authApi.get('/github', async (c) => {
  const bases = providerBases(c.env)
  if (!bases.ok) return finish(c, 'unavailable', `sign-in provider not configured: ${bases.reason}`)
  const { state, challenge, cookie } = await createOAuthState(c.get('auth'))
  const authorize = new URL(`${bases.web}/login/oauth/authorize`)
  authorize.search = new URLSearchParams({
    client_id: c.env.GITHUB_CLIENT_ID,
    redirect_uri: callbackUrl(c.env),
    scope: 'read:user',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    allow_signup: 'false',
  }).toString()
  c.header('Set-Cookie', setCookie(OAUTH_COOKIE, cookie, OAUTH_STATE_MAX_AGE_S))
  return c.redirect(authorize.toString(), 302)
})

authApi.get('/github/callback', async (c) => {
  const config = c.get('auth')
  // one attempt per cookie: cleared whatever happens next
  c.header('Set-Cookie', setCookie(OAUTH_COOKIE, '', 0), { append: true })
  const bases = providerBases(c.env)
  if (!bases.ok) return finish(c, 'unavailable', bases.reason)
  if (c.req.query('error')) return finish(c, 'denied', 'the provider refused the sign-in')
  const code = c.req.query('code')
  const state = c.req.query('state')
  const attempt = await readOAuthState(
    config,
    readCookie(c.req.header('cookie'), OAUTH_COOKIE),
    state
  )
  // a state works once: a replayed callback (same URL, same cookie) is refused as a bad one
  if (
    !code ||
    code.length > 200 ||
    !attempt ||
    !(await useOAuthState(getDb(c.env.DB), state!, attempt.expiresAt))
  ) {
    return finish(c, 'expired', 'sign-in state missing, expired, used or not matching')
  }
  let user
  try {
    user = await fetchGithubUser(c.env, bases, code, attempt.verifier, callbackUrl(c.env))
  } catch (error) {
    return finish(c, 'failed', `provider error: ${(error as Error).message}`)
  }
  if (!isAllowed(config, user))
    return finish(c, 'not-allowed', `${user.login} is not on ADMIN_ALLOW`)
  const issued = await signSessionToken(config, user.id)
  await insertSession(getDb(c.env.DB), {
    jti: issued.jti,
    user,
    createdAt: issued.iat * 1000,
    expiresAt: issued.exp * 1000,
  })
  c.header('Set-Cookie', setCookie(SESSION_COOKIE, issued.token, issued.exp - issued.iat), {
    append: true,
  })
  return c.redirect('/admin?signin=done', 302)
})

/** Ends a failed sign-in on the login page, which tells the opener (`?signin=<outcome>`). */
function finish(c: Context, outcome: string, detail: string) {
  console.warn(`[auth] sign-in ${outcome}: ${detail}`)
  return c.redirect(`/admin/login?signin=${outcome}`, 302)
}
