import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'

/*
 * The listing pages (templates, showcase, video courses, team, design kit, newsletter) through
 * the public surface: status, text, filters applied on the server, canonical redirects, 404s,
 * payloads, and content edits in D1 showing on the page.
 */

const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })
const attrs = (html: string, name: string) =>
  [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((m) => m[1]!)
/** The English rows of a content table (each has a row per language). */
const count = (table: string, where = '1 = 1') =>
  env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}" WHERE locale = 'en' AND (${where})`).first<{
    n: number
  }>()

/** Undo of a D1 edit made by a test (content rows are shared by the whole file). */
const undo: string[] = []
afterEach(async () => {
  for (const sql of undo.splice(0).reverse()) await env.DB.prepare(sql).run()
})

describe('/templates', () => {
  it('lists every template, featured ones first, with badge, demo and source links', async () => {
    const response = await get('/templates')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Templates · Aster</title>')
    expect(html).toContain('Start from a template')
    const slugs = attrs(html, 'data-template')
    expect(slugs).toHaveLength((await count('content_templates'))!.n)
    expect(slugs.length).toBeGreaterThanOrEqual(20)
    const featured = await env.DB.prepare(
      `SELECT slug FROM content_templates WHERE json_extract(meta, '$.featured') = 1 AND locale = 'en' ORDER BY position`
    ).all<{ slug: string }>()
    expect(featured.results.length).toBeGreaterThan(0)
    expect(slugs.slice(0, featured.results.length)).toEqual(featured.results.map((r) => r.slug))
    expect(html).toMatch(/data-template="saas"[\s\S]*?data-badge="Premium"/)
    expect(html).toContain('href="https://github.com/aster-framework/saas"')
    expect(html).toContain('href="https://saas-template.aster.example"')
    expect(html).toMatch(
      /<img src="\/assets\/templates\/[a-z-]+\.svg" alt="Screenshot of the [^"]+ template" width="640" height="400"/
    )
    expect(html).toContain('loading="lazy"')
  })

  it('filters by badge on the server, from the URL, with counts and the active link', async () => {
    const html = await (await get('/templates?badge=premium')).text()
    const premium = await count('content_templates', "badge = 'Premium'")
    expect(attrs(html, 'data-template')).toHaveLength(premium!.n)
    expect(attrs(html, 'data-badge').every((badge) => badge === 'Premium')).toBe(true)
    expect(html).toMatch(/<a href="\/templates\?badge=premium" aria-current="page"/)
    expect(html).toMatch(/<a href="\/templates" data-facet=""[^>]*>All(?:<!-- -->)?<span[^>]*>20</)
  })

  it('redirects non-canonical URLs and 404s paths below it', async () => {
    const cases: [string, number, string][] = [
      ['/templates/', 301, '/templates'],
      ['/templates/?badge=free', 301, '/templates?badge=free'],
      ['/templates?badge=Premium', 302, '/templates?badge=premium'],
      ['/templates?badge=bogus', 302, '/templates'],
      ['/templates?badge=Free&utm=x', 302, '/templates?badge=free&utm=x'],
    ]
    for (const [path, status, location] of cases) {
      const response = await get(path)
      expect([path, response.status, response.headers.get('location')]).toEqual([
        path,
        status,
        location,
      ])
    }
    // other parameters (campaign tags, the newsletter confirmation on any page) stay as they are
    expect((await get('/templates?badge=free&utm=x')).status).toBe(200)
    expect((await get('/team?email=a%40b.example&confirmation=c0ffee')).status).toBe(200)
    expect((await get('/templates/nope')).status).toBe(404)
  })

  it('answers the filtered payload for client navigation', async () => {
    const response = await get('/templates/_payload.json?badge=free')
    expect(response.status).toBe(200)
    const payload = (await response.json()) as {
      data: { route: string; badge: string; templates: { badge: string }[] }
      html: string
    }
    expect(payload.data.route).toBe('templates')
    expect(payload.data.badge).toBe('Free')
    expect(payload.data.templates.every((t) => t.badge === 'Free')).toBe(true)
    expect(payload.html).toContain('data-template=')
    const moved = await get('/templates/_payload.json?badge=nope')
    expect(await moved.json()).toEqual({ redirect: '/templates' })
  })

  it('shows a content edit in D1 and skips a row that no longer fits its schema', async () => {
    await env.DB.prepare(
      "UPDATE content_templates SET name = 'Blog Deluxe' WHERE slug = 'blog' AND locale = 'en'"
    ).run()
    undo.push("UPDATE content_templates SET name = 'Blog' WHERE slug = 'blog' AND locale = 'en'")
    await env.DB.prepare(
      `UPDATE content_templates SET meta = json_set(meta, '$.featured', 'yes') WHERE slug = 'docs' AND locale = 'en'`
    ).run()
    undo.push(
      `UPDATE content_templates SET meta = json_set(meta, '$.featured', json('false')) WHERE slug = 'docs' AND locale = 'en'`
    )
    // a D1 edit without a new build: a query string the page ignores skips the edge cache,
    // which keeps this build's copy of /templates from the tests before
    const response = await get('/templates?edit=1')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-cache')).toBe('BYPASS')
    const html = await response.text()
    expect(html).toContain('Blog Deluxe')
    expect(attrs(html, 'data-template')).not.toContain('docs')
  })
})

describe('/showcase', () => {
  it('lists the sites with their host and filters by category from the URL', async () => {
    const all = await (await get('/showcase')).text()
    expect(attrs(all, 'data-showcase').length).toBeGreaterThanOrEqual(20)
    expect(all).toContain('>gridforge.example<')
    const response = await get('/showcase?category=developer-tools')
    expect(response.status).toBe(200)
    const html = await response.text()
    const tools = await count('content_showcase', "category = 'Developer tools'")
    expect(attrs(html, 'data-showcase')).toHaveLength(tools!.n)
    expect(html).toMatch(/href="\/showcase\?category=developer-tools" aria-current="page"/)
    expect((await get('/showcase?category=Developer%20tools')).headers.get('location')).toBe(
      '/showcase?category=developer-tools'
    )
  })
})

describe('/video-courses', () => {
  it('shows the sponsors’ courses as rows first, then the others, with author and length', async () => {
    const html = await (await get('/video-courses')).text()
    const sponsors = html.slice(
      html.indexOf('data-course-sponsors'),
      html.indexOf('id="all-courses"')
    )
    expect(attrs(sponsors, 'data-course')).toEqual([
      'data-layer-patterns',
      'full-stack-commerce',
      'mastering-server-functions',
    ])
    expect(attrs(html, 'data-course')).toHaveLength((await count('content_video_courses'))!.n)
    expect(html).toContain('By Rhea Castellanos · 7 h · 38 lessons')
    expect(html).toContain('By Maya Ortega · 1 h 35 min · 14 lessons')
  })
})

describe('/team', () => {
  it('shows the core team and the ecosystem maintainers with local avatars and socials', async () => {
    const html = await (await get('/team')).text()
    const core = html.slice(
      html.indexOf('data-team-group="core"'),
      html.indexOf('data-team-group="ecosystem"')
    )
    const ecosystem = html.slice(html.indexOf('data-team-group="ecosystem"'))
    expect(attrs(core, 'data-team-member')).toContain('Lena Marchetti')
    expect(attrs(ecosystem, 'data-team-member')).toContain('Kenji Mori')
    expect(attrs(html, 'data-team-member').length).toBeGreaterThanOrEqual(12)
    expect(html).toContain('src="/assets/avatars/lenamarchetti.svg"')
    expect(html).toMatch(/data-avatar="Lena Marchetti"[^>]*><span aria-hidden="true">LM<\/span>/)
    expect(html).toContain('href="https://x.com/lenamarchetti"')
    expect(html).toContain('href="https://bsky.app/profile/amaranwosu.bsky.social"')
    expect(html).toContain('Turin, Italy')
  })
})

describe('/design-kit', () => {
  it('links SVG and PNG downloads, colours to copy and the usage rules', async () => {
    const html = await (await get('/design-kit')).text()
    // the files themselves are static assets (content/public/): test/browser/listing-pages.test.ts fetches them
    const downloads = [...html.matchAll(/<a href="([^"]+)" download=""/g)].map((m) => m[1])
    expect(downloads).toEqual(
      expect.arrayContaining([
        '/assets/design-kit/logo-green-black.svg',
        '/assets/design-kit/logo-green-black.png',
        '/assets/design-kit/logo-green-white.svg',
        '/assets/design-kit/logo-green-white.png',
      ])
    )
    expect(attrs(html, 'data-colour')).toEqual(['#00DC82', '#020420', '#FFFFFF'])
    expect(html).toContain('data-island="CopyTextButton"')
    expect(html).toContain('Copy logo as SVG')
    expect(html).toMatch(/data-design-usage[\s\S]*do not change the colours of the logo/)
  })
})

describe('/newsletter', () => {
  it('shows the pitch, what you get, how often, the one form and the latest issues', async () => {
    const html = await (await get('/newsletter')).text()
    expect(html).toContain('Stay in the loop')
    expect(html).toMatch(/data-newsletter-signup=""[\s\S]*data-island="NewsletterForm"/)
    expect(html).toMatch(/data-newsletter-perks=""[\s\S]*Releases, explained/)
    expect(html).toMatch(/data-newsletter-cadence=""[\s\S]*Once a month, on the first Tuesday/)
    const issues = /data-newsletter-issues[\s\S]*$/.exec(html)![0]
    expect(attrs(issues, 'href').filter((href) => href.startsWith('/newsletter/'))).toEqual([
      '/newsletter/issue-23',
      '/newsletter/issue-22',
      '/newsletter/issue-21',
    ])
    expect(issues).toContain('Read issue 23')
  })

  it('lists a new issue first, read from D1', async () => {
    await env.DB.prepare(
      `INSERT INTO content_newsletter (id, stem, path, title, description, body, raw, toc, navigation, meta, position, issue, date, topics)
       SELECT 'newsletter/issue-24', 'issue-24', '/newsletter/issue-24', 'Issue 24: edge caching', 'The month in Aster.', body, raw, toc, navigation, meta, 99, 24, '2026-12-01', topics
       FROM content_newsletter WHERE path = '/newsletter/issue-23' AND locale = 'en'`
    ).run()
    undo.push("DELETE FROM content_newsletter WHERE id = 'newsletter/issue-24'")
    // a D1 edit without a new build: an ignored query string skips the build's cached copy
    const html = await (await get('/newsletter?edit=1')).text()
    const issues = /data-newsletter-issues[\s\S]*$/.exec(html)![0]
    expect(attrs(issues, 'href').filter((href) => href.startsWith('/newsletter/'))).toEqual([
      '/newsletter/issue-24',
      '/newsletter/issue-23',
      '/newsletter/issue-22',
    ])
  })
})

describe('a newsletter issue', () => {
  it('is a page of its own: number, date, topics, body, newer and older issues, the form', async () => {
    const response = await get('/newsletter/issue-22')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(
      '<title>AsterConf tickets, typed routes in practice and three new templates · Aster</title>'
    )
    expect(html).toMatch(/data-issue-number="">Issue (<!-- -->)?22</)
    expect(html).toContain('<time dateTime="2026-10-06">October 6, 2026</time>')
    expect(html).toMatch(/data-issue-body=""[\s\S]*<h2 id="asterconf-2026"/)
    expect(attrs(html, 'href')).toEqual(
      expect.arrayContaining(['/newsletter/issue-21', '/newsletter/issue-23', '/newsletter'])
    )
    expect(html).toMatch(/data-newsletter-signup=""[\s\S]*data-island="NewsletterForm"/)
  })

  it('redirects a trailing slash, 404s an unknown issue and keeps the unsubscribe page', async () => {
    const moved = await get('/newsletter/issue-22/')
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe('/newsletter/issue-22')
    const missing = await get('/newsletter/issue-99', { headers: { accept: 'application/json' } })
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found: /newsletter/issue-99')
    expect(await (await get('/newsletter/unsubscribe')).text()).toContain('data-unsubscribe')
  })

  it('answers its payload for client navigation', async () => {
    const payload = (await (await get('/newsletter/issue-21/_payload.json')).json()) as {
      data: { route: string; issue: { issue: number; topics: string[] } }
      html: string
    }
    expect(payload.data.route).toBe('newsletter-issue')
    expect(payload.data.issue).toMatchObject({
      issue: 21,
      topics: ['Tutorial', 'Modules', 'Events'],
    })
    expect(payload.data).not.toHaveProperty('body')
    expect(payload.html).toContain('data-issue-body')
  })

  it('speaks Chinese around the issue', async () => {
    const html = await (await get('/zh/newsletter/issue-23')).text()
    expect(html).toMatch(/data-issue-number="">第 (<!-- -->)?23(<!-- -->)? 期</)
    expect(html).toContain('订阅下一期')
  })
})

describe('module maintainers', () => {
  it('shows local avatars over initials, never the unresolvable host', async () => {
    const html = await (await get('/modules/api-proxy')).text()
    expect(html).not.toContain('avatars.example')
    expect(html).toMatch(
      /data-avatar="Aisha Okafor"[^>]*><span aria-hidden="true">AO<\/span><img src="\/assets\/avatars\/aishaokafor\.svg"/
    )
  })
})

describe('the Chinese interface of the listings', () => {
  it('translates the filter, badges and headings', async () => {
    const templates = await (await get('/zh/templates?badge=premium')).text()
    expect(templates).toContain('aria-label="按标记筛选模板"')
    expect(templates).toContain('>付费<')
    const team = await (await get('/zh/team')).text()
    expect(team).toContain('核心团队')
    expect(team).toContain('生态维护者')
  })
})
