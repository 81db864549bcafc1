import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { escapeRegExp } from '../../src/shared/text'
import { BUILD } from '../../worker/build-manifest'
import {
  BUILT_VERSIONS,
  docsPage,
  docsPages,
  escapeHtml,
  SAMPLE_DOCS,
  sectionsOf,
} from './content-sample'

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })

/** Follows redirects (at most 3) and returns the final path and status. */
async function land(path: string): Promise<{ path: string; status: number }> {
  let current = path
  for (let hop = 0; hop < 4; hop++) {
    const response = await get(current)
    await response.body?.cancel()
    if (response.status !== 302) return { path: current, status: response.status }
    current = response.headers.get('location')!
  }
  throw new Error(`too many redirects from ${path}`)
}

/** The spec's placeholder docs paths (spec 2): the sample docs answer each of them. */
const PLACEHOLDERS = [
  'getting-started',
  'guide',
  'guide/concepts',
  'guide/directory-structure',
  'guide/going-further',
  'guide/recipes',
  'guide/best-practices',
  'bridge',
  'migration',
  'api',
  'api/components',
  'api/composables',
  'api/utils',
  'api/kit',
  'api/commands',
  'api/advanced',
  'api/configuration',
  'examples',
  'community',
]

describe('docs redirects', () => {
  it('answers every exact redirect rule of the table with its status to a page that exists', async () => {
    const rules = Object.entries(BUILD.routeRules).filter(
      ([from, rule]) => rule.redirect && !from.includes('*')
    )
    expect(rules.length).toBeGreaterThan(0)
    for (const [from, rule] of rules) {
      const response = await get(from)
      expect(response.status, from).toBe(rule.status ?? 302)
      expect(response.headers.get('location'), from).toBe(rule.redirect)
      const target = await get(rule.redirect!)
      expect(target.status, `${from} → ${rule.redirect}`).toBe(200)
      await target.body?.cancel()
    }
  }, 30_000)

  it.runIf(SAMPLE_DOCS).each(['/docs', '/docs/3.x', '/docs/4.x'])(
    'lands every placeholder path under %s on a real page of the right version',
    async (prefix) => {
      for (const placeholder of ['', ...PLACEHOLDERS]) {
        const from = placeholder ? `${prefix}/${placeholder}` : prefix
        const result = await land(from)
        expect(result.status, from).toBe(200)
        expect(
          result.path.startsWith(prefix === '/docs/3.x' ? '/docs/3.x/' : '/docs/4.x/'),
          `${from} → ${result.path}`
        ).toBe(true)
      }
    },
    30_000
  )

  // the sample's content.config.yml (test/adoption checks the adoption fixture's)
  it.runIf(SAMPLE_DOCS)(
    "answers content.config.yml's redirects with 301, patterns filled per version (query kept)",
    async () => {
      const moved = await get('/docs/4.x/guide/directory-structure/app/pages?from=x')
      expect(moved.status).toBe(301)
      expect(moved.headers.get('location')).toBe('/docs/4.x/guide/directory-structure/pages?from=x')
      expect(moved.headers.get('cache-control')).toBe('public, max-age=86400')
      for (const version of ['3.x', '4.x']) {
        const response = await get(`/docs/${version}/guide/routing`)
        expect(response.status, version).toBe(301)
        const location = response.headers.get('location')!
        expect(location).toBe(`/docs/${version}/getting-started/routing`)
        expect((await land(location)).status, location).toBe(200)
      }
      const payload = await get('/docs/3.x/guide/routing/_payload.json')
      expect(await payload.json()).toEqual({ redirect: '/docs/3.x/getting-started/routing' })
    }
  )

  it('redirects /support/us and unversioned docs pages (query kept)', async () => {
    expect((await land('/support/us')).path).toBe('/enterprise/sponsors')
    const { path, version } = await docsPage()
    const response = await get(`/docs${path.slice(version.path.length)}?from=x`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${path}?from=x`)
  })
})

describe('docs pages', () => {
  it('never sends the version switch to a 404, from any page of either version', async () => {
    const paths: string[] = []
    for (const version of BUILT_VERSIONS) {
      const { results } = await env.DB.prepare(
        `SELECT path FROM content_${version.collection} WHERE locale = 'en'`
      ).all<{ path: string }>()
      paths.push(...results.map((row) => row.path))
    }
    expect(paths.length).toBeGreaterThanOrEqual(SAMPLE_DOCS ? 70 : 1)
    for (const path of paths) {
      const html = await (await get(path)).text()
      const select = /<select data-version-select[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? ''
      const targets = [...select.matchAll(/value="([^"]+)"/g)].map((match) => match[1]!)
      // a version without pages is left out of the switch (a corpus of one version)
      expect(targets, path).toHaveLength(BUILT_VERSIONS.length)
      for (const target of targets)
        expect((await land(target)).status, `${path} → ${target}`).toBe(200)
    }
  }, 60_000)

  it.runIf(SAMPLE_DOCS)(
    'falls back to the nearest existing parent for a page only in 4.x',
    async () => {
      const html = await (await get('/docs/4.x/guide/going-further/islands')).text()
      expect(html).toContain('value="/docs/3.x/guide/going-further/modules"')
      expect(html).toContain('value="/docs/4.x/guide/going-further/islands"')
    }
  )

  it('titles every page with its own title first and its version last', async () => {
    for (const version of BUILT_VERSIONS) {
      for (const page of await docsPages(version)) {
        const html = await (await get(page.path)).text()
        const title = /<title>(.*?)<\/title>/.exec(html)?.[1] ?? ''
        expect(title.startsWith(`${escapeHtml(page.title)} · `), page.path).toBe(true)
        expect(title.endsWith(` ${version.shortTag}`), page.path).toBe(true)
      }
    }
  })

  it.runIf(SAMPLE_DOCS)(
    'titles pages: own titleTemplate, else a navigation ancestor’s, else the site template; version appended',
    async () => {
      const title = async (path: string) =>
        /<title>(.*?)<\/title>/.exec(await (await get(path)).text())?.[1]
      expect(await title('/docs/4.x/api/components/aster-link')).toBe(
        '&lt;AsterLink&gt; · Aster API v4'
      )
      expect(await title('/docs/4.x/getting-started/installation')).toBe(
        'Installation · Get Started with Aster v4'
      )
      expect(await title('/docs/3.x/guide/concepts/rendering')).toBe('Rendering Modes · Aster v3')
    }
  )

  it("renders breadcrumb, the content's section anchors, the open group, TOC, pager and edit link", async () => {
    const version = BUILT_VERSIONS.at(-1)!
    const page = await docsPage({ version, nested: true, heading: true })
    const html = await (await get(page.path)).text()
    const crumbs = [...page.parents, page].map((item) => escapeRegExp(escapeHtml(item.title)))
    expect(html).toMatch(new RegExp(`data-breadcrumb="">.*${crumbs.join('.*')}`, 's'))
    const aside = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))
    for (const section of await sectionsOf(version))
      expect(aside).toContain(`${escapeHtml(section.title)}</a>`)
    expect(html).toContain(`<details open="" data-nav-group="${page.parents[1]!.path}">`)
    expect(html).toContain('aria-current="page"')
    expect(html).toContain('On this page')
    expect(html).toMatch(/rel="(next|prev)"/)
    expect(html).toContain(
      `https://github.com/aster-framework/aster/edit/${version.branch}/docs/${version.path.slice('/docs/'.length)}/${page.stem}.md`
    )
  })

  it.runIf(SAMPLE_DOCS)(
    'lazy-loads the other groups of the section, and notes an older version',
    async () => {
      const html = await (await get('/docs/3.x/guide/concepts/rendering')).text()
      expect(html).toMatch(
        /<details data-nav-group="\/docs\/3.x\/guide\/recipes" data-nav-lazy="">/
      )
      expect(html).toContain('data-old-version-notice')
      expect(html).toContain('href="/docs/4.x/guide/concepts/rendering"')
    }
  )

  it.runIf(SAMPLE_DOCS)('points unversioned links inside 3.x content into 3.x', async () => {
    const html = await (await get('/docs/3.x/guide/best-practices/performance')).text()
    expect(html).toContain('href="/docs/3.x/guide/concepts/rendering#universal-rendering"')
  })

  it('serves the markdown of a page for Copy page, and 404s a missing one', async () => {
    const page = await docsPage()
    const response = await get(`${page.path}.md`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/markdown')
    expect((await response.text()).startsWith(`# ${page.title}\n`)).toBe(true)
    expect((await get('/docs/4.x/nope.md')).status).toBe(404)
  })
})
