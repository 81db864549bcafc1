import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { sameOrigin } from './same-origin'

const app = new Hono<AppEnv>()
app.use('*', sameOrigin())
app.all('/write', (c) => c.json({ ok: true }))
const ENV = { SITE_URL: 'https://aster.test' } as unknown as AppEnv['Bindings']

const send = (method: string, headers: Record<string, string> = {}) =>
  app.request('http://127.0.0.1:8787/write', { method, headers }, ENV)

describe('sameOrigin', () => {
  it('lets reads through without an Origin', async () => {
    expect((await send('GET')).status).toBe(200)
    expect((await send('HEAD')).status).toBe(200)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a %s with no Origin', async (method) => {
    const response = await send(method)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'cross-site request refused (no Origin header): send it from this site',
    })
  })

  it.each(['https://evil.example', 'null', 'http://127.0.0.1:9999', 'https://aster.test.evil'])(
    'refuses a write from %s',
    async (origin) => expect((await send('POST', { origin })).status).toBe(403)
  )

  it('accepts its own origin and the configured SITE_URL', async () => {
    expect((await send('POST', { origin: 'http://127.0.0.1:8787' })).status).toBe(200)
    expect((await send('DELETE', { origin: 'https://aster.test' })).status).toBe(200)
  })
})
