import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/** A page of every route kind with its own icon sheet (build/css/icon-sheets.ts), and /enterprise. */
const PAGES = [
  '/',
  '/docs/4.x/getting-started/introduction',
  '/docs/3.x/guide/concepts/rendering',
  '/modules',
  '/modules/api-proxy',
  '/blog',
  '/blog/aster-4-2-streaming',
  '/deploy',
  '/deploy/cloudflare',
  '/templates',
  '/showcase',
  '/video-courses',
  '/team',
  '/design-kit',
  '/newsletter',
  '/enterprise',
  '/enterprise/support',
  '/enterprise/agencies',
  '/enterprise/agencies/kumo-works',
  '/enterprise/sponsors',
  '/enterprise/jobs',
]

/** A page through the worker, a static asset through the ASSETS binding (as the CDN serves it). */
async function text(path: string): Promise<string> {
  const url = `http://localhost${path}`
  const response = await (path.startsWith('/_aster/') ? env.ASSETS.fetch(url) : SELF.fetch(url))
  expect(response.status).toBe(200)
  return response.text()
}

describe('the stylesheets of a page', () => {
  it.each(PAGES)(
    '%s: one render-blocking sheet without icon images, the icon sheet after the content',
    async (path) => {
      const html = await text(path)
      const head = html.slice(0, html.indexOf('</head>'))
      const blocking = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
        (m) => m[1]!
      )
      expect(blocking).toHaveLength(1)
      const body = html.slice(html.indexOf('</main>'))
      const late = /<link rel="stylesheet" href="(\/_aster\/icons-[0-9a-f]+\.css)"\/>/.exec(body)
      expect(late).not.toBeNull()

      const main = await text(blocking[0]!)
      expect(main).not.toContain('data:image/svg')
      const icons = await text(late![1]!)
      // every icon the page shows has its box in the main sheet and its image in the icon sheet
      const used = new Set(
        [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) =>
          m[1]!.split(/\s+/).filter((name) => /^i-[a-z0-9]+-[a-z0-9-]+$/.test(name))
        )
      )
      expect(used.size).toBeGreaterThan(0)
      for (const icon of used) {
        // its own class, or its set's class prefix when every icon of the set shares one box
        const set = /^i-(simple-icons|lucide|logos)-/.exec(icon)![1]!
        expect(main, icon).toMatch(new RegExp(`\\.${icon}[,{]|\\[class\\^=i-${set}-\\]`))
        expect(icons, icon).toMatch(
          new RegExp(`^\\.${icon}\\{(--un-icon|background-image):url\\("data:image/svg`, 'm')
        )
      }
    }
  )

  it('links only the icons of the page’s route kind, naming the whole sheet for the palette', async () => {
    const lateSheet = (html: string) =>
      /<link rel="stylesheet" href="(\/_aster\/icons-[0-9a-f]+\.css)"\/><\/body>/.exec(html)?.[1]
    const docs = await text('/docs/4.x/getting-started/introduction')
    const all = /<html[^>]* data-icon-sheet="([^"]+)"/.exec(docs)?.[1]
    const own = lateSheet(docs)
    expect(all).toBeTruthy()
    expect(own).toBeTruthy()
    expect(own).not.toBe(all)
    const [ownCss, allCss] = [await text(own!), await text(all!)]
    expect(ownCss.length).toBeLessThan(allCss.length * 0.7)
    // a navigation's payload names the sheet of the page it leads to
    const payload = (await (await SELF.fetch('http://localhost/modules/_payload.json')).json()) as {
      iconSheet: string
    }
    expect(payload.iconSheet).toBe(lateSheet(await text('/modules')))
    expect(payload.iconSheet).not.toBe(own)
  })
})
