import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'

/**
 * The development OAuth provider of `npm start` (worker/api/dev-oauth.ts) through the worker's
 * own sign-in: the start redirects to it, its form issues a code, the code and the PKCE verifier
 * buy a token, the token names the user. The callback's server-to-server calls need a listening
 * server, so the browser test (test/browser/admin.test.ts) runs the whole round trip.
 */
const SITE = 'http://localhost:8787'
const app = createApp()
const local = {
  ...env,
  GITHUB_OAUTH_URL: '/api/_dev_oauth',
  GITHUB_OAUTH_API_URL: '/api/_dev_oauth',
}

/** Starts a sign-in: the provider URL and the PKCE verifier (read from the state cookie). */
async function authorize() {
  const start = await app.request(`${SITE}/api/_auth/github`, {}, local)
  expect(start.status).toBe(302)
  const location = new URL(start.headers.get('location')!)
  expect(location.origin + location.pathname).toBe(`${SITE}/api/_dev_oauth/login/oauth/authorize`)
  const cookie = /__Host-aster_oauth=([^;]*)/.exec(start.headers.get('set-cookie')!)![1]!
  const payload = cookie.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')
  const { verifier } = JSON.parse(atob(payload)) as { verifier: string }
  return { location, verifier }
}

const post = (path: string, origin: string, body: string, type: string) =>
  app.request(
    `${SITE}${path}`,
    { method: 'POST', headers: { origin, 'content-type': type }, body },
    local
  )
const FORM = 'application/x-www-form-urlencoded'

describe('development OAuth provider', () => {
  it('shows a sign-in form for the allow-listed login, then redirects back with a code', async () => {
    const { location, verifier } = await authorize()
    const page = await app.request(location.toString(), {}, local)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Local sign-in (development only)')
    expect(html).toContain('name="login" value="aster-admin"')
    const form = new URLSearchParams({
      login: 'aster-admin',
      redirect_uri: location.searchParams.get('redirect_uri')!,
      state: location.searchParams.get('state')!,
      code_challenge: location.searchParams.get('code_challenge')!,
    }).toString()
    expect((await post(location.pathname, 'https://evil.example', form, FORM)).status).toBe(403)
    const back = await post(location.pathname, SITE, form, FORM)
    expect(back.status).toBe(302)
    const callback = new URL(back.headers.get('location')!)
    expect(callback.origin + callback.pathname).toBe(`${SITE}/api/_auth/github/callback`)
    expect(callback.searchParams.get('state')).toBe(location.searchParams.get('state'))
    const code = callback.searchParams.get('code')!
    // the sign-in's callback refuses codes over 200 characters, as it would GitHub's
    expect(code.length).toBeLessThanOrEqual(200)

    // the code is worth a token only with the verifier of the challenge
    const trade = (codeVerifier: string) =>
      post(
        '/api/_dev_oauth/login/oauth/access_token',
        SITE,
        JSON.stringify({
          code,
          code_verifier: codeVerifier,
          redirect_uri: `${SITE}/api/_auth/github/callback`,
        }),
        'application/json'
      )
    expect((await trade('not-the-verifier')).status).toBe(400)
    const readUser = (token: string) =>
      app.request(
        `${SITE}/api/_dev_oauth/user`,
        { headers: { authorization: `Bearer ${token}` } },
        local
      )
    // a code is not a token
    expect((await readUser(code)).status).toBe(401)
    const traded = await trade(verifier)
    expect(traded.status).toBe(200)
    const { access_token } = (await traded.json()) as { access_token: string }
    const user = await readUser(access_token)
    expect(user.status).toBe(200)
    expect(await user.json()).toMatchObject({ login: 'aster-admin', id: expect.any(Number) })
  })

  it('refuses a foreign redirect_uri or client_id', async () => {
    const { location } = await authorize()
    location.searchParams.set('redirect_uri', 'https://evil.example/steal')
    const page = await app.request(location.toString(), {}, local)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('redirect_uri must be')
    const other = (await authorize()).location
    other.searchParams.set('client_id', 'someone-else')
    expect((await app.request(other.toString(), {}, local)).status).toBe(400)
  })

  it('does not exist when the site is not local (production)', async () => {
    const production = { ...local, SITE_URL: 'https://aster.example' }
    for (const path of ['/login/oauth/authorize', '/user']) {
      const response = await app.request(
        `https://aster.example/api/_dev_oauth${path}`,
        {},
        production
      )
      expect(response.status).toBe(404)
    }
    const token = await app.request(
      'https://aster.example/api/_dev_oauth/login/oauth/access_token',
      { method: 'POST', headers: { origin: 'https://aster.example' }, body: '{}' },
      production
    )
    expect(token.status).toBe(404)
    // and the sign-in will not use a plain-http or on-site development provider there
    const start = await app.request('https://aster.example/api/_auth/github', {}, production)
    expect(start.headers.get('location')).toBe('/admin/login?signin=unavailable')
  })
})
