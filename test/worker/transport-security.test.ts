import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'

/** Strict-Transport-Security (README "Security, limits and failures"): https only, never local. */
const HSTS = 'max-age=31536000; includeSubDomains'
const PAGE = '/docs/4.x/getting-started/installation'
const app = createApp()

describe('Strict-Transport-Security', () => {
  it('is sent by pages, APIs, the 404 page and errors over https', async () => {
    for (const path of [PAGE, '/api/stats', '/api/_aster_icon?icons=lucide:house', '/no-such']) {
      const response = await SELF.fetch(`https://aster.example${path}`)
      expect(response.headers.get('strict-transport-security'), path).toBe(HSTS)
    }
    const refused = await SELF.fetch('https://aster.example/api/_aster_icon?icons=Bad')
    expect(refused.status).toBe(400)
    expect(refused.headers.get('strict-transport-security')).toBe(HSTS)
  })

  it('is never sent over plain http, nor to localhost over https', async () => {
    for (const url of [`http://aster.example${PAGE}`, `http://localhost${PAGE}`]) {
      const response = await SELF.fetch(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('strict-transport-security'), url).toBeNull()
    }
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      const response = await SELF.fetch(`https://${host}/api/stats`)
      expect(response.headers.get('strict-transport-security'), host).toBeNull()
    }
  })

  it('takes its value from STRICT_TRANSPORT_SECURITY; off sends none', async () => {
    const get = (value: string) =>
      app.request(
        `https://aster.example/api/stats`,
        {},
        { ...env, STRICT_TRANSPORT_SECURITY: value }
      )
    const preload = 'max-age=63072000; includeSubDomains; preload'
    expect((await get(preload)).headers.get('strict-transport-security')).toBe(preload)
    expect((await get('off')).headers.get('strict-transport-security')).toBeNull()
    // a value that is no policy is not sent as it is
    expect((await get('yes please')).headers.get('strict-transport-security')).toBe(HSTS)
  })
})
