import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const PAGES = ['/', '/docs/4.x/getting-started/introduction', '/modules', '/deploy']

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
        expect(main, icon).toMatch(new RegExp(`\\.${icon}[,{]`))
        expect(icons, icon).toMatch(
          new RegExp(`^\\.${icon}\\{(--un-icon|background-image):url\\("data:image/svg`, 'm')
        )
      }
    }
  )
})
