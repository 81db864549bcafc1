import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  AGENCY_FILTER_OPTIONS,
  filterAgencies,
  type AgencySummary,
} from '../../src/shared/enterprise/agencies'
import { filterJobs, jobFilterOptions, type Job } from '../../src/shared/enterprise/jobs'
import { readUrlFilters } from '../../src/shared/filters/url-filters'

const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The serialized props of an island in a page. */
function islandProps<T>(html: string, name: string): T {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html)
  if (!match) throw new Error(`no ${name} island`)
  return JSON.parse(unescape(match[1]!)) as T
}

const attrs = (html: string, attr: string) =>
  [...html.matchAll(new RegExp(`${attr}="([^"]*)"`, 'g'))].map((m) => unescape(m[1]!))

describe('/enterprise/agencies', () => {
  const URLS = [
    '',
    '?service=performance',
    '?region=europe',
    '?service=training&region=africa',
    '?service=e-commerce&region=oceania',
    '?service=accessibility&region=south-america',
    '?service=nonsense&region=europe',
  ]
  for (const search of URLS) {
    it(`renders on the server what the island shows for "${search || 'no filter'}"`, async () => {
      const response = await get(`/enterprise/agencies${search}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      const props = islandProps<{ agencies: AgencySummary[]; filters: object }>(
        html,
        'AgencyDirectory'
      )
      const filters = readUrlFilters(search, AGENCY_FILTER_OPTIONS)
      expect(props.filters).toEqual(filters)
      const island = filterAgencies(props.agencies, filters).map((agency) => agency.path)
      expect(attrs(html, 'data-agency')).toEqual(island)
      // the server render is the island's first render: no stray text, not marked live
      expect(html).not.toContain('data-ready')
      if (island.length === 0) {
        expect(html).toContain('No agency matches these filters.')
        expect(html).toMatch(/<a href="\/enterprise\/agencies"[^>]*>Reset filters<\/a>/)
      }
    })
  }

  it('lists at least 10 agencies across at least 4 regions and 6 services', async () => {
    const html = await (await get('/enterprise/agencies')).text()
    const { agencies } = islandProps<{ agencies: AgencySummary[] }>(html, 'AgencyDirectory')
    expect(agencies.length).toBeGreaterThanOrEqual(10)
    expect(new Set(agencies.flatMap((a) => a.regions)).size).toBeGreaterThanOrEqual(4)
    expect(new Set(agencies.flatMap((a) => a.services)).size).toBeGreaterThanOrEqual(6)
  })

  it('narrows the list with a filter and marks the picked choice', async () => {
    const html = await (await get('/enterprise/agencies?region=africa')).text()
    const paths = attrs(html, 'data-agency')
    expect(paths).toContain('/enterprise/agencies/sabi-studio')
    expect(paths).not.toContain('/enterprise/agencies/kumo-works')
    expect(html).toMatch(
      /href="\/enterprise\/agencies"[^>]*data-value="africa"[^>]*aria-current="true"/
    )
  })
})

describe('/enterprise/agencies/<slug>', () => {
  it('shows an agency: description, services, regions, location, contact, profiles', async () => {
    const response = await get('/enterprise/agencies/sabi-studio')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1')
    expect(html).toContain('Sabi Studio')
    expect(html).toContain('designs web applications for people who browse on budget phones')
    expect(html).toContain('Nairobi, Kenya')
    expect(html).toContain('mailto:team@sabistudio.example')
    expect(html).toContain('href="https://sabistudio.example"')
    expect(html).toContain('href="https://github.com/sabi-studio"')
    expect(html).toContain('>Accessibility</li>')
    expect(html).toContain('>Africa</li>')
  })

  it('answers the 404 page for an unknown agency, and for the payload too', async () => {
    const response = await get('/enterprise/agencies/no-such-agency')
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Page not found')
    const payload = await get('/enterprise/agencies/no-such-agency/_payload.json')
    expect(payload.status).toBe(404)
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await get('/enterprise/agencies/sabi-studio/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/enterprise/agencies/sabi-studio')
  })
})

describe('/enterprise/support', () => {
  it('shows the plans, the Pricing plan comparison table, the FAQ and the contact form', async () => {
    const html = await (await get('/enterprise/support')).text()
    expect(html).toContain('Pricing plan comparison')
    expect(html).toMatch(/<th scope="col"[^>]*>Business<\/th>/)
    expect(html).toContain('Frequently asked questions')
    expect(html).toContain('data-island="ContactForm"')
    expect(html).not.toContain('data-ready=')
    for (const field of ['name', 'email', 'company', 'companySize', 'topic', 'message'])
      expect(html).toContain(`name="${field}"`)
  })

  it('speaks Chinese with the zh-CN locale', async () => {
    const html = await (await get('/zh/enterprise/support')).text()
    expect(html).toContain('价格方案比较')
    expect(html).toContain('工作邮箱')
  })
})

describe('/enterprise/sponsors', () => {
  it('groups at least 25 sponsors by tier: cards on top, an avatar wall below, a call to action', async () => {
    const html = await (await get('/enterprise/sponsors')).text()
    const tiers = attrs(html, 'data-tier')
    expect(tiers).toEqual(['platinum', 'gold', 'silver', 'bronze', 'backer'])
    expect(html.match(/\/assets\/sponsors\/[a-z-]+\.svg/g)!.length).toBeGreaterThanOrEqual(25)
    expect(html).toContain('Quillstack builds editorial tools')
    expect(html).toContain('Become a sponsor')
  })

  it('is where /support/us leads', async () => {
    const response = await get('/support/us')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/enterprise/sponsors')
  })
})

describe('/enterprise/jobs', () => {
  it('filters by location and type from the URL, as the island does', async () => {
    for (const search of [
      '',
      '?type=contract',
      '?location=berlin-germany',
      '?location=berlin-germany&type=contract',
      '?location=tokyo-japan&type=contract',
    ]) {
      const html = await (await get(`/enterprise/jobs${search}`)).text()
      const props = islandProps<{ jobs: Job[] }>(html, 'JobBoard')
      const expected = filterJobs(props.jobs, readUrlFilters(search, jobFilterOptions(props.jobs)))
      const rendered = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => unescape(m[1]!))
      expect(rendered).toEqual(expected.map((job) => job.title))
    }
  })

  it('shows at least 8 positions with workplace, type, relative date and a new-tab link', async () => {
    const html = await (await get('/enterprise/jobs')).text()
    expect(islandProps<{ jobs: Job[] }>(html, 'JobBoard').jobs.length).toBeGreaterThanOrEqual(8)
    expect(html).toContain('>Remote</span>')
    expect(html).toContain('>Hybrid</span>')
    expect(html).toContain('>On-site</span>')
    expect(html).toMatch(/Posted \d+ (day|week|month|year)s? ago/)
    expect(html).toMatch(
      /href="https:\/\/jobs\.tidewater\.example\/[^"]*" target="_blank" rel="noopener noreferrer"/
    )
    const zh = await (await get('/zh/enterprise/jobs')).text()
    expect(zh).toMatch(/发布于\d+ (天|周|个月|年)前/)
    expect(zh).toContain('远程')
  })
})

describe('/enterprise, the section hub', () => {
  it('shows a card per section with its figure, read from the sections themselves', async () => {
    const response = await SELF.fetch('http://localhost/enterprise', { redirect: 'manual' })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Build with confidence at scale')
    const cards = [...html.matchAll(/<a href="([^"]+)"[^>]*data-enterprise-card=""/g)].map(
      (match) => match[1]
    )
    expect(cards).toEqual([
      '/enterprise/support',
      '/enterprise/agencies',
      '/enterprise/sponsors',
      '/enterprise/jobs',
    ])
    const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n
    const agencies = await count(
      "SELECT COUNT(*) AS n FROM content_agencies WHERE path != '/enterprise/agencies' AND locale = 'en'"
    )
    const sponsors = await count(
      "SELECT COUNT(*) AS n FROM content_manual_sponsors WHERE locale = 'en'"
    )
    const figures = [...html.matchAll(/data-card-figure="">([^<]+)(?:<!-- -->)?([^<]*)</g)].map(
      (match) => `${match[1]}${match[2]}`
    )
    expect(figures).toEqual([
      '3 support plans',
      `${agencies} partner agencies`,
      `${sponsors} sponsors`,
      '9 open positions',
    ])
    // pictures of the sections' own content: the plans, logos, the newest position first
    expect(html).toMatch(/data-card-picture=""[\s\S]*?Essentials[\s\S]*?from €900 \/ month/)
    expect(html).toMatch(/data-card-picture=""[\s\S]*?<img src="\/assets\/agencies\//)
    expect(html).toMatch(/data-card-picture=""[\s\S]*?<img src="\/assets\/sponsors\//)
    expect(html).toContain('Design Systems Engineer')
    const moved = await SELF.fetch('http://localhost/enterprise/', { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/enterprise')
  })
})
