import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { readAuthConfig } from '../../worker/auth/config'
import { signSessionToken, verifySessionToken } from '../../worker/auth/token'
import { createApp } from '../../worker/app'
import {
  ADMIN,
  freshClaims,
  insertSessionRow,
  kidOf,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
  signedInCookie,
  signRaw,
  b64url,
  EMPTY_KEY,
  readSegment,
  validToken,
} from './auth-tokens'

const session = (cookie: string) =>
  SELF.fetch('https://aster.test/api/_auth/session', { headers: { cookie } })

const now = () => Math.floor(Date.now() / 1000)

/** An RSA public key as PEM: the classic 'verify HS256 with the RS256 public key' confusion. */
async function publicKeyPem(): Promise<{ pem: string; privateKey: CryptoKey }> {
  const pair = (await crypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify']
  )) as CryptoKeyPair
  const spki = new Uint8Array(
    (await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer
  )
  const pem = `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...spki))}\n-----END PUBLIC KEY-----\n`
  return { pem, privateKey: pair.privateKey }
}

/** Each case builds a Cookie header around a token that must never open a session. */
type Forgery = [name: string, build: () => Promise<string>]

const withRow = async (
  claims: ReturnType<typeof freshClaims>,
  token: (c: typeof claims) => Promise<string> | string
) => {
  await insertSessionRow(claims)
  return `${SESSION_COOKIE}=${await token(claims)}`
}
const current = async () => ({ alg: 'HS256', typ: 'JWT', kid: await kidOf(env.SESSION_SECRET) })

const unsigned = (header: object, claims: object) =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(claims))}`

const FORGERIES: Forgery[] = [
  [
    'alg none, no signature',
    async () => withRow(freshClaims(), (c) => `${unsigned({ alg: 'none', typ: 'JWT' }, c)}.`),
  ],
  [
    'alg none with the right kid',
    async () =>
      withRow(freshClaims(), async (c) => `${unsigned({ ...(await current()), alg: 'none' }, c)}.`),
  ],
  [
    'HS256 with the empty key',
    async () => withRow(freshClaims(), async (c) => signRaw(await current(), c, EMPTY_KEY)),
  ],
  [
    'HS256 with a public key as the secret',
    async () => {
      const { pem } = await publicKeyPem()
      return withRow(freshClaims(), async (c) => signRaw(await current(), c, pem))
    },
  ],
  [
    'RS256 signed with a private key',
    async () => {
      const { privateKey } = await publicKeyPem()
      return withRow(freshClaims(), async (c) => {
        const header = b64url(
          JSON.stringify({ alg: 'RS256', kid: await kidOf(env.SESSION_SECRET) })
        )
        const input = `${header}.${b64url(JSON.stringify(c))}`
        const signature = await crypto.subtle.sign(
          'RSASSA-PKCS1-v1_5',
          privateKey,
          new TextEncoder().encode(input)
        )
        return `${input}.${b64url(signature)}`
      })
    },
  ],
  [
    'HS512 with the right key',
    async () =>
      withRow(freshClaims(), async (c) =>
        signRaw({ ...(await current()), alg: 'HS512' }, c, env.SESSION_SECRET, 'SHA-512')
      ),
  ],
  [
    'previous key after the rotation window',
    async () =>
      withRow(freshClaims(ADMIN.id, Date.parse('2023-12-31T23:00:00Z')), async (c) =>
        signRaw(
          { alg: 'HS256', kid: await kidOf(env.SESSION_SECRET_PREVIOUS) },
          c,
          env.SESSION_SECRET_PREVIOUS
        )
      ),
  ],
  [
    'previous key under the current kid',
    async () =>
      withRow(freshClaims(), async (c) => signRaw(await current(), c, env.SESSION_SECRET_PREVIOUS)),
  ],
  [
    'a random key',
    async () =>
      withRow(freshClaims(), async (c) =>
        signRaw(await current(), c, 'some-other-secret-that-is-long-enough-32')
      ),
  ],
  ['no exp', async () => withRow(freshClaims(), ({ exp: _exp, ...c }) => validToken(c))],
  ['exp 1e300', async () => withRow(freshClaims(), (c) => validToken({ ...c, exp: 1e300 }))],
  [
    'exp in the past',
    async () => withRow(freshClaims(), (c) => validToken({ ...c, exp: now() - 60 })),
  ],
  [
    'exp longer than the maximum age',
    async () =>
      withRow(freshClaims(), (c) => validToken({ ...c, exp: c.iat + SESSION_MAX_AGE_S + 3600 })),
  ],
  [
    'iat in the future',
    async () =>
      withRow(freshClaims(), (c) => validToken({ ...c, iat: now() + 3600, exp: now() + 7200 })),
  ],
  [
    'iat older than the maximum age',
    async () =>
      withRow(freshClaims(), (c) =>
        validToken({ ...c, iat: now() - SESSION_MAX_AGE_S - 60, exp: now() + 60 })
      ),
  ],
  ['no iat', async () => withRow(freshClaims(), ({ iat: _iat, ...c }) => validToken(c))],
  ['missing sub', async () => withRow(freshClaims(), ({ sub: _sub, ...c }) => validToken(c))],
  [
    'sub as a number',
    async () => withRow(freshClaims(), (c) => validToken({ ...c, sub: Number(c.sub) })),
  ],
  ['missing jti', async () => withRow(freshClaims(), ({ jti: _jti, ...c }) => validToken(c))],
  ['jti unknown to D1', async () => `${SESSION_COOKIE}=${await validToken(freshClaims())}`],
  [
    'revoked jti',
    async () => {
      const cookie = await signedInCookie()
      const out = await SELF.fetch('https://aster.test/api/_auth/session', {
        method: 'DELETE',
        headers: { cookie, origin: 'https://aster.test' },
      })
      expect(out.status).toBe(200)
      return cookie
    },
  ],
  [
    'D1 row of another user (sub mismatch)',
    async () => {
      const claims = freshClaims()
      await insertSessionRow({ ...claims, sub: '4242' })
      return `${SESSION_COOKIE}=${await validToken(claims)}`
    },
  ],
  [
    'user no longer on the allow-list',
    async () => {
      const claims = freshClaims('777')
      await insertSessionRow(claims, { login: 'former-admin' })
      return `${SESSION_COOKIE}=${await validToken(claims)}`
    },
  ],
  [
    'wrong kid',
    async () =>
      withRow(freshClaims(), async (c) =>
        signRaw({ alg: 'HS256', kid: 'ffffffffffffffff' }, c, env.SESSION_SECRET)
      ),
  ],
  [
    'no kid',
    async () =>
      withRow(freshClaims(), async (c) => signRaw({ alg: 'HS256' }, c, env.SESSION_SECRET)),
  ],
  [
    'tampered payload (sub swapped)',
    async () => {
      const claims = freshClaims('4242')
      await insertSessionRow(claims, { login: 'someone' })
      const [header, , signature] = (await validToken(freshClaims())).split('.')
      return `${SESSION_COOKIE}=${header}.${b64url(JSON.stringify(claims))}.${signature}`
    },
  ],
  [
    'tampered header (alg changed)',
    async () =>
      withRow(freshClaims(), async (c) => {
        const [, payload, signature] = (await validToken(c)).split('.')
        return `${b64url(JSON.stringify({ alg: 'HS384', kid: await kidOf(env.SESSION_SECRET) }))}.${payload}.${signature}`
      }),
  ],
  [
    'truncated signature',
    async () => withRow(freshClaims(), async (c) => (await validToken(c)).slice(0, -6)),
  ],
  [
    'two segments',
    async () =>
      withRow(freshClaims(), async (c) => (await validToken(c)).split('.').slice(0, 2).join('.')),
  ],
  ['extra segments', async () => withRow(freshClaims(), async (c) => `${await validToken(c)}.e30`)],
  [
    'the OAuth state cookie as a session',
    async () => {
      const config = await readAuthConfig(env as never)
      if (!config.ok) throw new Error(config.reason)
      const { createOAuthState } = await import('../../worker/auth/oauth-state')
      return `${SESSION_COOKIE}=${(await createOAuthState(config)).cookie}`
    },
  ],
  [
    'duplicated cookie (two valid sessions)',
    async () => `${await signedInCookie()}; ${await signedInCookie()}`,
  ],
  [
    'duplicated cookie (valid then planted)',
    async () => `${await signedInCookie()}; ${SESSION_COOKIE}=x.y.z`,
  ],
  [
    'cookie without the __Host- prefix',
    async () => (await signedInCookie()).replace(SESSION_COOKIE, 'aster_session'),
  ],
  [
    'cookie with the __Secure- prefix',
    async () => (await signedInCookie()).replace('__Host-', '__Secure-'),
  ],
  [
    'cookie name in another case',
    async () => (await signedInCookie()).replace('__Host-', '__host-'),
  ],
  ['empty cookie', async () => `${SESSION_COOKIE}=`],
  ['oversized token', async () => `${SESSION_COOKIE}=${'a'.repeat(5000)}.b.c`],
]

describe('session tokens', () => {
  it('a valid session answers {user} privately, never cached', async () => {
    const response = await session(await signedInCookie())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({ user: ADMIN })
  })

  it('a guest gets {} (not an error)', async () => {
    const response = await session('')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({})
  })

  it(`refuses every one of ${FORGERIES.length} forged or broken tokens`, async () => {
    expect(FORGERIES.length).toBeGreaterThanOrEqual(25)
    const accepted: string[] = []
    for (const [name, build] of FORGERIES) {
      const response = await session(await build())
      expect(response.status, name).toBe(200)
      if (JSON.stringify(await response.json()) !== '{}') accepted.push(name)
    }
    expect(accepted).toEqual([])
  })

  it('the previous key still verifies older tokens inside the rotation window, never new ones', async () => {
    const rotatedAt = Date.now() - 3600_000
    const config = await readAuthConfig({
      ...env,
      SESSION_ROTATED_AT: new Date(rotatedAt).toISOString(),
    } as never)
    if (!config.ok || !config.previous) throw new Error('previous key not read')
    const previousKid = await kidOf(env.SESSION_SECRET_PREVIOUS)
    const older = { ...freshClaims(ADMIN.id, rotatedAt - 600_000), exp: now() + 3600 }
    const newer = freshClaims(ADMIN.id)
    const sign = (claims: Record<string, unknown>) =>
      signRaw({ alg: 'HS256', kid: previousKid }, claims, env.SESSION_SECRET_PREVIOUS)
    expect(await verifySessionToken(config, await sign(older))).toMatchObject({ jti: older.jti })
    expect(await verifySessionToken(config, await sign(newer))).toBeUndefined()
    // a token the current key signs verifies too
    const issued = await signSessionToken(config, ADMIN.id)
    expect(await verifySessionToken(config, issued.token)).toMatchObject({ jti: issued.jti })
  })

  it('refuses to start the auth routes with a SESSION_SECRET under 32 bytes, saying why', async () => {
    const app = createApp()
    for (const secret of ['', 'short', 'x'.repeat(31)]) {
      const response = await app.request(
        'https://aster.test/api/_auth/session',
        {},
        { ...env, SESSION_SECRET: secret }
      )
      expect(response.status).toBe(503)
      expect(((await response.json()) as { error: string }).error).toMatch(
        /SESSION_SECRET .*at least 32 bytes/
      )
    }
  })

  it('signing out needs a same-origin Origin, then revokes the session and clears the cookie', async () => {
    const cookie = await signedInCookie()
    const url = 'https://aster.test/api/_auth/session'
    for (const origin of [undefined, 'https://evil.example', 'null']) {
      const response = await SELF.fetch(url, {
        method: 'DELETE',
        headers: { cookie, ...(origin ? { origin } : {}) },
      })
      expect(response.status).toBe(403)
    }
    expect(await (await session(cookie)).json()).toEqual({ user: ADMIN })
    const out = await SELF.fetch(url, {
      method: 'DELETE',
      headers: { cookie, origin: 'https://aster.test' },
    })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(
      /^__Host-aster_session=; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=0$/
    )
    expect(await (await session(cookie)).json()).toEqual({})
    const jti = readSegment(cookie.split('.')[1]!).jti
    const row = await env.DB.prepare('SELECT revoked_at FROM sessions WHERE jti = ?')
      .bind(jti)
      .first<{ revoked_at: number | null }>()
    expect(row?.revoked_at).toBeGreaterThan(0)
  })
})
