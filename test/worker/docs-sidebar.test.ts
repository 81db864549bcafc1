import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
const PAGE = '/docs/4.x/guide/recipes/custom-routing'

/** What the tests read of a `_payload.json`. */
interface PayloadJson {
  headerKey: string
  asideKey?: string
  asideSlot?: boolean
  html: string
  data: Record<string, unknown>
}

/** The HTML of the docs aside of a page. */
const asideOf = (html: string) => /<aside[\s\S]*?<\/aside>/.exec(html)?.[0] ?? ''

describe('the docs aside holds the way to the current page, not the site', () => {
  it('opens the current group; other groups are heads linking to their first page', async () => {
    const html = await (await get(PAGE)).text()
    const aside = asideOf(html)
    expect(aside).toMatch(/<details open="" data-nav-group="\/docs\/4.x\/guide\/recipes">/)
    expect(aside).toContain('aria-current="page"')
    expect(aside).toContain('href="/docs/4.x/guide/recipes/sessions-and-auth"')
    // Key Concepts is collapsed: its first page is linked (no JS), its other pages are not
    expect(aside).toMatch(
      /<details data-nav-group="\/docs\/4.x\/guide\/concepts" data-nav-lazy="">/
    )
    expect(aside).toContain('href="/docs/4.x/guide/concepts/rendering"')
    expect(aside).not.toContain('href="/docs/4.x/guide/concepts/auto-imports"')
    // other sections: their anchor only, never their tree
    expect(html).not.toContain('/docs/4.x/api/composables/')
    expect(html.match(/\/docs\/4\.x\/bridge\//g)).toHaveLength(1)
  })

  it('lists the bridge and migration sub-sections after the five sections, marked for the mobile menu', async () => {
    const anchors = /<ul[^>]*data-section-anchors=""[^>]*>([\s\S]*?)<\/ul>/.exec(
      asideOf(await (await get(PAGE)).text())
    )?.[1]
    const items = [...(anchors ?? '').matchAll(/<li([^>]*)><a href="([^"]+)"[^>]*>[\s\S]*?<\/li>/g)]
    expect(items.map((item) => item[2])).toEqual([
      '/docs/4.x/getting-started/introduction',
      '/docs/4.x/guide/concepts/rendering',
      expect.stringMatching(/^\/docs\/4\.x\/api\//),
      expect.stringMatching(/^\/docs\/4\.x\/examples\//),
      expect.stringMatching(/^\/docs\/4\.x\/community\//),
      '/docs/4.x/bridge/overview',
      '/docs/4.x/migration/overview',
    ])
    expect(items.map((item) => (item[1] ?? '').includes('data-mobile-hidden'))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ])
    // inside a sub-section its own anchor stays in the mobile menu, the other one does not
    const bridge = asideOf(await (await get('/docs/4.x/bridge/data-layer')).text())
    expect(bridge).toMatch(/<li><a href="\/docs\/4\.x\/bridge\/overview" aria-current="true"/)
    expect(bridge).toMatch(/<li data-mobile-hidden=""><a href="\/docs\/4\.x\/migration\/overview"/)
  })

  it('serialises no tree and no header menus into the mobile menu props', async () => {
    const html = await (await get(PAGE)).text()
    const props = /data-island="MobileMenu" data-props="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(props).toContain('Open menu')
    expect(props).not.toContain('/docs/')
    // the tree is in the page once: the aside's
    expect(html.split('data-nav-group="/docs/4.x/guide/recipes"')).toHaveLength(2)
  })

  it('serves a collapsed group’s items from /api/docs-nav, rendered like the aside', async () => {
    const response = await get('/api/docs-nav?group=/docs/4.x/guide/concepts&depth=1')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toMatch(/^<ul [^>]*data-nav-level="1"/)
    for (const page of ['rendering', 'auto-imports', 'server-engine'])
      expect(html).toContain(`href="/docs/4.x/guide/concepts/${page}"`)
    // a section's level: its groups collapsed
    const section = await (await get('/api/docs-nav?group=/docs/4.x/guide&depth=0')).text()
    expect(section.match(/data-nav-lazy=""/g)).toHaveLength(5)
  })

  it('answers 400 to a bad group and 404 to an unknown folder', async () => {
    for (const query of [
      '',
      '?group=/blog',
      '?group=/docs/4.x/<script>',
      '?group=/docs/4.x/guide&depth=x',
    ]) {
      const response = await get(`/api/docs-nav${query}`)
      expect(response.status, query).toBe(400)
      expect(((await response.json()) as { error: string }).error).toBeTruthy()
    }
    const missing = await get('/api/docs-nav?group=/docs/4.x/guide/nothing-here')
    expect(missing.status).toBe(404)
    await missing.body?.cancel()
  })
})

describe('payloads carry what changed', () => {
  it('has the header key of the page but no header unless asked, and no tree or TOC data', async () => {
    const html = await (await get(PAGE)).text()
    const key = /data-header-key="([^"]+)"/.exec(html)?.[1]
    expect(key).toBeTruthy()
    const payload = (await (await get(`${PAGE}/_payload.json`)).json()) as PayloadJson
    expect(payload.headerKey).toBe(key?.replaceAll('&amp;', '&'))
    expect(payload).not.toHaveProperty('header')
    expect(payload.data).not.toHaveProperty('navigation')
    expect(payload.data).not.toHaveProperty('toc')
    // the aside's slot, not the aside: the router keeps the one it shows when the keys match
    expect(payload.asideSlot).toBe(true)
    expect(payload.html).toContain(`data-aside-slot="${PAGE}"`)
    expect(payload.html).not.toContain('data-docs-nav')
    const withAside = (await (await get(`${PAGE}/_payload.json?aside`)).json()) as PayloadJson
    expect(withAside).not.toHaveProperty('asideSlot')
    expect(withAside.html).toContain('data-docs-nav')
    expect(withAside.html).toContain(`data-aside-key="${payload.asideKey}"`)
    expect(asideOf(html)).toContain(`data-aside-key="${payload.asideKey}"`)
    const full = (await (await get(`${PAGE}/_payload.json?header`)).json()) as { header: string }
    expect(full.header).toContain(`data-header-key="${key}"`)
  })

  it('keys the header by area: two guide pages share one, the blog has another', async () => {
    const keyOf = async (path: string) =>
      ((await (await get(`${path}/_payload.json`)).json()) as { headerKey: string }).headerKey
    const guide = await keyOf(PAGE)
    expect(await keyOf('/docs/4.x/guide/concepts/rendering')).toBe(guide)
    expect(await keyOf('/blog')).not.toBe(guide)
    expect(await keyOf('/docs/3.x/guide/concepts/rendering')).not.toBe(guide)
  })

  it('keys the aside by section and open groups: siblings share one, other groups do not', async () => {
    const keyOf = async (path: string) =>
      ((await (await get(`${path}/_payload.json`)).json()) as PayloadJson).asideKey
    const recipes = await keyOf(PAGE)
    expect(recipes).toBeTruthy()
    expect(await keyOf('/docs/4.x/guide/recipes/sessions-and-auth')).toBe(recipes)
    expect(await keyOf('/docs/4.x/guide/concepts/rendering')).not.toBe(recipes)
    expect(await keyOf('/docs/4.x/api/components/client-only')).not.toBe(recipes)
    expect(await keyOf('/docs/3.x/guide/recipes/custom-routing')).not.toBe(recipes)
    expect(await keyOf('/blog')).toBeUndefined()
  })

  it('keeps a docs payload under half the page’s HTML (gzip)', async () => {
    const gzip = async (path: string) => {
      const body = (await get(path)).body!.pipeThrough(new CompressionStream('gzip'))
      return (await new Response(body).arrayBuffer()).byteLength
    }
    const html = await gzip(PAGE)
    expect(html).toBeLessThan(15_000)
    expect(await gzip(`${PAGE}/_payload.json`)).toBeLessThanOrEqual(html / 2)
  })
})
