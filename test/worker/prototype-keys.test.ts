import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/*
 * Every table the site looks up by request input, asked for the names `Object.prototype` holds:
 * an own-key lookup answers as for any unknown name (a 4xx, or the input ignored), never a 500,
 * never a long-cached answer, never something found on the prototype.
 */
const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty'] as const

type Row = {
  /** Which lookup the request reaches. */
  lookup: string
  /** The request for one key. */
  request: (key: string) => [string, RequestInit?]
  /** The status every key must get. */
  status: number | ((key: string) => number)
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost' },
  body: JSON.stringify(body),
})
/** The icon query takes lower-case names only: others are refused before any lookup. */
const iconStatus = (key: string) => (/^[a-z0-9-]+$/.test(key) ? 404 : 400)

const ROWS: Row[] = [
  {
    lookup: 'icon set',
    request: (key) => [`/api/_aster_icon?icons=${key}:x`],
    status: iconStatus,
  },
  {
    lookup: 'icon name',
    request: (key) => [`/api/_aster_icon?icons=lucide:${key}`],
    status: iconStatus,
  },
  {
    lookup: 'icon set in a batch',
    request: (key) => [`/api/_aster_icon?icons=lucide:house,${key}:x`],
    status: (key) => (iconStatus(key) === 404 ? 200 : 400),
  },
  { lookup: 'server island key', request: (key) => [`/__aster_island/${key}.json`], status: 404 },
  {
    lookup: 'collection name (dump)',
    request: (key) => [`/__aster_content/${key}/sql_dump.txt`],
    status: 404,
  },
  {
    lookup: 'collection name (query)',
    request: (key) => [`/__aster_content/${key}/query`, post({ sql: 'SELECT * FROM x' })],
    status: 404,
  },
  {
    lookup: 'query-grammar column',
    request: (key) => [
      '/__aster_content/blog/query',
      post({ sql: `SELECT "${key}" FROM _content_blog` }),
    ],
    status: 400,
  },
  {
    lookup: 'query-grammar table',
    request: (key) => ['/__aster_content/blog/query', post({ sql: `SELECT * FROM "${key}"` })],
    status: 400,
  },
  { lookup: 'module name', request: (key) => [`/modules/${key}`], status: 404 },
  { lookup: 'module sort key', request: (key) => [`/api/modules?sortBy=${key}`], status: 200 },
  { lookup: 'route id', request: (key) => [`/${key}`], status: 404 },
  { lookup: 'docs page', request: (key) => [`/docs/4.x/${key}`], status: 404 },
  { lookup: 'hosting guide', request: (key) => [`/deploy/${key}`], status: 404 },
  { lookup: 'blog post', request: (key) => [`/blog/${key}`], status: 404 },
  { lookup: 'Open Graph section', request: (key) => [`/og/${key}.png`], status: 404 },
  {
    lookup: 'search version',
    request: (key) => [`/api/search?q=aster&version=${key}`],
    status: 400,
  },
  {
    lookup: 'i18n locale (cookie)',
    request: (key) => ['/team', { headers: { cookie: `aster-locale=${key}` } }],
    status: 200,
  },
  // an unknown ?lang= is dropped: a redirect without it, no cookie set
  { lookup: 'i18n locale (?lang)', request: (key) => [`/team?lang=${key}`], status: 302 },
]

describe('lookups keyed by request input refuse prototype names', () => {
  const cases = ROWS.flatMap((row) => KEYS.map((key) => [row.lookup, key, row] as const))

  it.each(cases)('%s: %s', async (_, key, row) => {
    const [path, init] = row.request(encodeURIComponent(key))
    const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })
    const status = typeof row.status === 'number' ? row.status : row.status(key)
    expect(response.status).toBe(status)
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable')
    expect(response.headers.get('set-cookie')).toBeNull()
    const body = await response.text()
    if (response.headers.get('content-type')?.includes('json') && status === 200) {
      // nothing of Object.prototype made it into an answer
      expect(body).not.toMatch(/"(constructor|__proto__|toString|hasOwnProperty)"\s*:/)
    }
  })
})
