import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { firstPage } from '../../src/shared/routing/docs-rules'
import {
  BUILT_VERSIONS,
  docsPages,
  groupSample,
  leavesOf,
  SAMPLE_DOCS,
  sectionsOf,
  type GroupSample,
} from './content-sample'

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })

/** A page in a group of a section of the latest docs, read from the content (content-sample.ts). */
let sample: GroupSample
let PAGE: string
beforeAll(async () => {
  sample = await groupSample()
  PAGE = sample.page
})

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
    const { group, sibling, otherGroup } = sample
    const html = await (await get(PAGE)).text()
    const aside = asideOf(html)
    expect(aside).toContain(`<details open="" data-nav-group="${group.path}">`)
    expect(aside).toContain('aria-current="page"')
    expect(aside).toContain(`href="${sibling}"`)
    // the other group is collapsed: its first page is linked (no JS), its other pages are not
    expect(aside).toContain(`<details data-nav-group="${otherGroup.path}" data-nav-lazy="">`)
    const [first, ...others] = leavesOf(otherGroup)
    expect(aside).toContain(`href="${firstPage(otherGroup) ?? first}"`)
    for (const other of others) expect(aside).not.toContain(`href="${other}"`)
    // other sections: their anchor only, never their tree
    for (const section of await sectionsOf(sample.version)) {
      if (section.path === sample.section.path) continue
      for (const leaf of leavesOf(section).concat(...(section.children ?? []).map(leavesOf)))
        if (leaf !== firstPage(section)) expect(aside, leaf).not.toContain(`href="${leaf}"`)
    }
  })

  it("anchors every section of the content's navigation, bridge and migration marked for the mobile menu", async () => {
    const anchors = /<ul[^>]*data-section-anchors=""[^>]*>([\s\S]*?)<\/ul>/.exec(
      asideOf(await (await get(PAGE)).text())
    )?.[1]
    const items = [...(anchors ?? '').matchAll(/<li([^>]*)><a href="([^"]+)"[^>]*>[\s\S]*?<\/li>/g)]
    const sections = await sectionsOf(sample.version)
    expect(items.map((item) => item[2])).toEqual(sections.map((section) => firstPage(section)))
    const sub = (path: string) => /\/(bridge|migration)$/.test(path)
    expect(items.map((item) => (item[1] ?? '').includes('data-mobile-hidden'))).toEqual(
      sections.map((section) => sub(section.path))
    )
  })

  it.runIf(SAMPLE_DOCS)(
    'lists the bridge and migration sub-sections after the five sections',
    async () => {
      const anchors = /<ul[^>]*data-section-anchors=""[^>]*>([\s\S]*?)<\/ul>/.exec(
        asideOf(await (await get('/docs/4.x/guide/concepts/rendering')).text())
      )?.[1]
      const items = [
        ...(anchors ?? '').matchAll(/<li([^>]*)><a href="([^"]+)"[^>]*>[\s\S]*?<\/li>/g),
      ]
      expect(items.map((item) => item[2])).toEqual([
        '/docs/4.x/getting-started/introduction',
        '/docs/4.x/guide/concepts/rendering',
        expect.stringMatching(/^\/docs\/4\.x\/api\//),
        expect.stringMatching(/^\/docs\/4\.x\/examples\//),
        expect.stringMatching(/^\/docs\/4\.x\/community\//),
        '/docs/4.x/bridge/overview',
        '/docs/4.x/migration/overview',
      ])
      // inside a sub-section its own anchor stays in the mobile menu, the other one does not
      const bridge = asideOf(await (await get('/docs/4.x/bridge/data-layer')).text())
      expect(bridge).toMatch(/<li><a href="\/docs\/4\.x\/bridge\/overview" aria-current="true"/)
      expect(bridge).toMatch(
        /<li data-mobile-hidden=""><a href="\/docs\/4\.x\/migration\/overview"/
      )
    }
  )

  it('serialises no tree and no header menus into the mobile menu props', async () => {
    const html = await (await get(PAGE)).text()
    const props = /data-island="MobileMenu" data-props="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(props).toContain('Open menu')
    expect(props).not.toContain('/docs/')
    // the tree is in the page once: the aside's
    expect(html.split(`data-nav-group="${sample.group.path}"`)).toHaveLength(2)
  })

  it('serves a collapsed group’s items from /api/docs-nav, rendered like the aside', async () => {
    const { otherGroup, section } = sample
    const response = await get(`/api/docs-nav?group=${otherGroup.path}&depth=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toMatch(/^<ul [^>]*data-nav-level="1"/)
    for (const page of leavesOf(otherGroup)) expect(html).toContain(`href="${page}"`)
    // a section's level: its groups collapsed
    const level = await (await get(`/api/docs-nav?group=${section.path}&depth=0`)).text()
    const groups = (section.children ?? []).filter((child) => child.children)
    expect(level.match(/data-nav-lazy=""/g)).toHaveLength(groups.length)
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
    expect(await keyOf(firstPage(sample.otherGroup)!)).toBe(guide)
    expect(await keyOf('/blog')).not.toBe(guide)
    const older = BUILT_VERSIONS[1]
    if (older) expect(await keyOf((await docsPages(older))[0]!.path)).not.toBe(guide)
  })

  it('keys the aside by section and open groups: siblings share one, other groups do not', async () => {
    const keyOf = async (path: string) =>
      ((await (await get(`${path}/_payload.json`)).json()) as PayloadJson).asideKey
    const recipes = await keyOf(PAGE)
    expect(recipes).toBeTruthy()
    expect(await keyOf(sample.sibling)).toBe(recipes)
    expect(await keyOf(firstPage(sample.otherGroup)!)).not.toBe(recipes)
    const elsewhere = (await sectionsOf(sample.version)).find(
      (item) => item.path !== sample.section.path
    )
    if (elsewhere) expect(await keyOf(firstPage(elsewhere)!)).not.toBe(recipes)
    if (SAMPLE_DOCS) expect(await keyOf('/docs/3.x/guide/recipes/custom-routing')).not.toBe(recipes)
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
