import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/*
 * Hostile requests against every page route kind, table-driven: a new route inherits them by
 * adding its paths. None may answer 5xx, send a header built from the request's control
 * characters, or redirect off the site.
 */

const ORIGIN = 'http://localhost'
const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', ...init })

/** Where a redirect (302/301 or a payload's `{redirect}`) leads, resolved against the site. */
async function redirectTarget(response: Response): Promise<string | undefined> {
  const location = response.headers.get('location')
  if (location) return location
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined
  const body = (await response.clone().json()) as { redirect?: string }
  return body.redirect
}

const OFF_SITE = [
  '//evil.example/?lang=en',
  '///evil.example/?lang=en',
  '/\\evil.example/?lang=zh-CN',
  '//evil.example/_payload.json?lang=en',
  '/%2F%2Fevil.example/?lang=en',
  '//evil.example/docs?lang=en',
  '/docs//evil.example',
  '/docs/\\evil.example',
  '/modules//evil.example/',
  '//modules/?q=x',
]

describe('redirects never leave the site', () => {
  it.each(OFF_SITE)('%s', async (path) => {
    const response = await get(path)
    expect(response.status, path).toBeLessThan(500)
    const target = await redirectTarget(response)
    if (target === undefined) return
    expect(target.startsWith('/') && !target.startsWith('//'), target).toBe(true)
    expect(new URL(target, ORIGIN).origin).toBe(ORIGIN)
  })
})

const BAD_REQUESTS: [path: string, status: number, init?: RequestInit][] = [
  ['/docs/%0d%0aSet-Cookie:%20x=1', 400],
  ['/docs/%0aX:1', 400],
  ['/%0d%0aX:1?lang=en', 400],
  ['/modules/%0d%0a', 400],
  ['/docs/4.x/%00', 400],
  ['/docs/%E0%A4%A', 400],
  ['/api/stats/_payload.json', 404],
  ['/api/search/_payload.json?q=x', 404],
  ['/api/modules/_payload.json', 404],
  ['/__aster_content/docsv4/_payload.json', 404],
  [`/${'_payload.json/'.repeat(100)}_payload.json`, 404],
  [`/${'_payload.json/'.repeat(800)}_payload.json`, 414],
  [`/docs/${'a'.repeat(9000)}`, 414],
  [`/modules?${Array.from({ length: 70 }, (_, i) => `p${i}=1`).join('&')}`, 400],
  ['/docs/4.x/getting-started/introduction', 431, { headers: { 'x-big': 'a'.repeat(20_000) } }],
]

describe('bad input is a 4xx with a message, never a 500 or a smuggled header', () => {
  it.each(BAD_REQUESTS)('%s → %i', async (path, status, init) => {
    const response = await get(path, init)
    expect(response.status, path).toBe(status)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('x')).toBeNull()
    const body = await response.text()
    expect(body.length).toBeGreaterThan(0)
  })

  it('keeps an encoded CR/LF of the query encoded in the Location of a rule redirect', async () => {
    const response = await get('/support/us?x=%0d%0aSet-Cookie:%20y=1')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/enterprise/sponsors?x=%0d%0aSet-Cookie:%20y=1')
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers the locale switch of a payload with the page to go to, cookie set', async () => {
    const response = await get('/docs/4.x/guide/_payload.json?lang=zh-CN')
    expect(await response.json()).toEqual({ redirect: '/zh/docs/4.x/guide' })
    expect(response.headers.get('set-cookie')).toContain('aster-locale=zh-CN')
  })
})
