import { env } from 'cloudflare:test'
import { describe, expect, inject, it } from 'vitest'
import { createApp } from '../../worker/app'
import type { FakeCall, FakeScenario } from '../fake-upstream/protocol'

/** The GitHub sign-in round trip against the local fake provider (test/fake-upstream). */
const FAKE = inject('fakeUpstreamUrl')
const SITE = 'http://localhost:8787'
const app = createApp()

async function fakeProvider(user: object) {
  const session = crypto.randomUUID()
  const scenario: FakeScenario = {
    exact: {
      '/web/login/oauth/access_token': { json: { access_token: 'gho_test', token_type: 'bearer' } },
      '/api/user': { json: user },
    },
  }
  await fetch(`${FAKE}/__fake/${session}`, { method: 'PUT', body: JSON.stringify(scenario) })
  return {
    env: {
      ...env,
      GITHUB_OAUTH_URL: `${FAKE}/${session}/web`,
      GITHUB_API_URL: `${FAKE}/${session}/api`,
    },
    calls: async () =>
      (await (await fetch(`${FAKE}/__fake/${session}/calls`)).json()) as FakeCall[],
  }
}

const cookieValue = (setCookie: string | null, name: string) =>
  new RegExp(`${name}=([^;]*)`).exec(setCookie ?? '')?.[1]

/** Starts a sign-in: the provider URL and the state cookie. */
async function start(environment: object) {
  const response = await app.request(`${SITE}/api/_auth/github`, {}, environment)
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  const cookie = response.headers.get('set-cookie')!
  return { location, cookie, state: location.searchParams.get('state')! }
}

describe('GitHub sign-in (OAuth with state and PKCE)', () => {
  it('redirects to the provider with state and an S256 challenge, then opens a session', async () => {
    const fake = await fakeProvider({
      id: 9001,
      login: 'aster-admin',
      name: 'Ada',
      avatar_url: null,
    })
    const { location, cookie, state } = await start(fake.env)
    expect(location.pathname).toMatch(/\/web\/login\/oauth\/authorize$/)
    expect(location.searchParams.get('client_id')).toBe('test-client-id')
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/_auth/github/callback`)
    expect(cookie).toMatch(
      /^__Host-aster_oauth=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=600$/
    )

    const oauth = `__Host-aster_oauth=${cookieValue(cookie, '__Host-aster_oauth')}`
    const callback = await app.request(
      `${SITE}/api/_auth/github/callback?code=abc&state=${state}`,
      { headers: { cookie: oauth } },
      fake.env
    )
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toBe('/admin?signin=done')
    const setCookies = callback.headers.getSetCookie()
    expect(setCookies).toContain(
      '__Host-aster_oauth=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0'
    )
    const session = setCookies.find(
      (line) =>
        line.startsWith('__Host-aster_session=') && !line.startsWith('__Host-aster_session=;')
    )!
    expect(session).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=43200$/)
    // the code was traded for a token, then the user read with it
    const calls = await fake.calls()
    expect(calls.map((call) => call.path)).toEqual(['/web/login/oauth/access_token', '/api/user'])
    expect(calls[1]!.authorization).toBe('Bearer gho_test')

    const me = await app.request(
      `${SITE}/api/_auth/session`,
      { headers: { cookie: session.split(';')[0]! } },
      fake.env
    )
    expect(await me.json()).toEqual({
      user: { id: '9001', login: 'aster-admin', name: 'Ada', avatarUrl: null },
    })
  })

  it('refuses a callback whose state does not match, or without the state cookie', async () => {
    const fake = await fakeProvider({ id: 9001, login: 'aster-admin' })
    const { cookie } = await start(fake.env)
    const oauth = `__Host-aster_oauth=${cookieValue(cookie, '__Host-aster_oauth')}`
    for (const headers of [{ cookie: oauth }, {}] as Record<string, string>[]) {
      const response = await app.request(
        `${SITE}/api/_auth/github/callback?code=abc&state=forged`,
        { headers },
        fake.env
      )
      expect(response.headers.get('location')).toBe('/admin/login?signin=expired')
      expect(
        response.headers.getSetCookie().some((line) => /^__Host-aster_session=[^;]/.test(line))
      ).toBe(false)
    }
    expect(await fake.calls()).toEqual([])
  })

  it('a GitHub user outside the allow-list gets no session', async () => {
    const fake = await fakeProvider({ id: 31337, login: 'mallory' })
    const { cookie, state } = await start(fake.env)
    const response = await app.request(
      `${SITE}/api/_auth/github/callback?code=abc&state=${state}`,
      { headers: { cookie: `__Host-aster_oauth=${cookieValue(cookie, '__Host-aster_oauth')}` } },
      fake.env
    )
    expect(response.headers.get('location')).toBe('/admin/login?signin=not-allowed')
    expect(
      response.headers.getSetCookie().some((line) => /^__Host-aster_session=[^;]/.test(line))
    ).toBe(false)
  })

  it('a production site never signs in through a plain-http (development) provider', async () => {
    const fake = await fakeProvider({ id: 9001, login: 'aster-admin' })
    const response = await app.request(
      'https://aster.example/api/_auth/github',
      {},
      { ...fake.env, SITE_URL: 'https://aster.example' }
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin/login?signin=unavailable')
  })

  it('a state works once: replaying the callback (same URL, same cookie) opens no second session', async () => {
    const fake = await fakeProvider({ id: 9001, login: 'aster-admin' })
    const { cookie, state } = await start(fake.env)
    const callback = () =>
      app.request(
        `${SITE}/api/_auth/github/callback?code=abc&state=${state}`,
        { headers: { cookie: `__Host-aster_oauth=${cookieValue(cookie, '__Host-aster_oauth')}` } },
        fake.env
      )
    expect((await callback()).headers.get('location')).toBe('/admin?signin=done')
    const replay = await callback()
    // the same clear error as a bad state
    expect(replay.headers.get('location')).toBe('/admin/login?signin=expired')
    expect(
      replay.headers.getSetCookie().some((line) => /^__Host-aster_session=[^;]/.test(line))
    ).toBe(false)
    // the provider was asked once: the replayed code was never traded
    expect((await fake.calls()).map((call) => call.path)).toEqual([
      '/web/login/oauth/access_token',
      '/api/user',
    ])
    const used = await env.DB.prepare('SELECT expires_at FROM used_oauth_states WHERE state = ?1')
      .bind(state)
      .first<{ expires_at: number }>()
    expect(used!.expires_at - Date.now()).toBeGreaterThan(590_000)
  })

  it('takes its URLs from SITE_URL, and a forged Host gets a 400 and no sign-in', async () => {
    const fake = await fakeProvider({ id: 9001, login: 'aster-admin' })
    // in production the request URL's host is the Host header the client sent
    for (const path of ['/api/_auth/github', '/api/_auth/github/callback?code=abc&state=x']) {
      for (const forged of [
        'http://evil.example',
        'http://localhost:9999',
        'http://127.0.0.1:8787',
      ]) {
        const response = await app.request(`${forged}${path}`, {}, fake.env)
        expect(response.status, forged + path).toBe(400)
        expect(response.headers.get('set-cookie'), forged + path).toBeNull()
        expect(((await response.json()) as { error: string }).error).toBe(
          `sign-in works only at ${SITE} (SITE_URL), not at ${new URL(forged).host}: open the site there`
        )
      }
    }
    expect(await fake.calls()).toEqual([])
    // the configured host: redirect_uri and callback from SITE_URL
    const { location } = await start(fake.env)
    expect(location.searchParams.get('redirect_uri')).toBe(`${SITE}/api/_auth/github/callback`)
  })
})
