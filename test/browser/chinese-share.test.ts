import { describe, expect, it } from 'vitest'
import { docsPage, SAMPLE_DOCS } from './content-pages'
import { useSite } from './harness'

/*
 * Issue 37, "Done when": with no cookie, the zh URL of five pages shows Chinese in <main>: the
 * share of CJK (Han) characters among the letters of <main>'s text as Chromium has it, code left
 * out (code blocks with their file-name header, inline code) and what no reader gets (script,
 * style, template, aria-hidden: the avatars' initials under their images). Each page prints two
 * figures: that share, and the share of the translatable text, which also leaves out the names
 * marked `translate="no"` (people, companies, sites, npm packages: the same marks keep a
 * browser's page translation off them). The goal is 80 %. On the home page and the blog list the
 * names alone keep the first figure under it (see PAGES), so those two pages are held to the
 * goal on their translatable text and to a floor of what the names leave on the whole.
 */
const site = useSite()

/**
 * The goal of the issue: at least this share of the letters are Han characters. It is held on the
 * translatable text (ARCHITECTURE.md, "What the 80 % goal counts": a name is not untranslated).
 */
const GOAL = 0.8

/**
 * The five pages of the issue by their Chinese URL, with the share of all of <main>'s letters
 * each is held to: the goal, or, where names alone keep a page under it, a floor just under what
 * the page measures (a regression still fails). What the Latin letters are on those two:
 * - /zh (61.1 %: 976 Latin letters, 1,533 Han): names, 680 letters: the showcase strip's 8 sites
 *   (name and host, 228), the modules carousel's npm packages (154), the team (137), the deploy
 *   platforms (79), the sponsors (72), the quoted customer (10); and 296 in the Chinese text:
 *   product and company names and terms inside the modules' descriptions (162: Open Graph,
 *   schema.org, CMS, CDN, <AsterImg>, aster.config.ts, ...), React/Vite/TypeScript, Request/
 *   Response, Node.js, Aster, GitHub. The trusted-by companies are wordmark images (alt = name).
 * - /zh/blog (73.4 %: 283 Latin letters, 781 Han): the authors' names (143), 'Aster' in the
 *   titles and descriptions (100), the tag TypeScript, AsterConf, codemod, Node.js, loader.
 */
const PAGES: [path: string, whole: number][] = [
  ['/zh', 0.6],
  ['/zh/templates', GOAL],
  ['/zh/enterprise/support', GOAL],
  ['/zh/blog', 0.72],
  // the first translated page of the build's docs; the goal is the sample translation's (issue
  // 37), so a team's corpus, whose translations are its own, is not held to it
  ...(SAMPLE_DOCS
    ? [[`/zh${docsPage({ translated: 'zh-CN' }).path}`, GOAL] as [string, number]]
    : []),
]

describe("the Chinese share of <main> on the Chinese site's pages", () => {
  it.each(PAGES)('%s is Chinese (goal 80 %%)', async (path, whole) => {
    const context = await site.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const response = await page.goto(`${site.url}${path}`)
    expect(response?.status()).toBe(200)
    expect(await context.cookies()).toEqual([])
    const figures = await page.evaluate(() => {
      const main = document.querySelector('main')!.cloneNode(true) as HTMLElement
      const drop = (selector: string) => {
        for (const node of main.querySelectorAll(selector)) node.remove()
      }
      const count = () => {
        const text = main.textContent ?? ''
        return {
          letters: text.match(/\p{L}/gu)?.length ?? 0,
          han: text.match(/\p{Script=Han}/gu)?.length ?? 0,
        }
      }
      drop('pre, code, [data-code-block], script, style, template, [aria-hidden="true"]')
      const all = count()
      // a mark is for a name: short, with no sentence in it (a marked paragraph would pass the
      // goal by hiding prose from it)
      const marked = [...main.querySelectorAll('[translate="no"]')].map((node) =>
        (node.textContent ?? '').trim()
      )
      drop('[translate="no"]')
      const translatable = count()
      // what is left in Latin letters, by text node, to find the next thing to translate
      const words = new Map<string, number>()
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const word of node.textContent!.match(/[A-Za-z][A-Za-z'.-]*/g) ?? [])
          words.set(word, (words.get(word) ?? 0) + word.length)
      const latin = [...words].sort((a, b) => b[1] - a[1]).slice(0, 10)
      return { all, translatable, latin, marked }
    })
    const share = (part: { han: number; letters: number }) => part.han / part.letters
    const percent = (part: { han: number; letters: number }) =>
      `${(share(part) * 100).toFixed(1)} % (${part.han} Han of ${part.letters} letters)`
    console.log(
      `${path}: ${percent(figures.all)}; translatable text ${percent(figures.translatable)}; most Latin: ${figures.latin.map(([word, letters]) => `${word} ${letters}`).join(', ')}`
    )
    expect(figures.translatable.letters).toBeGreaterThan(200)
    for (const name of figures.marked) {
      expect(name.length, name).toBeLessThanOrEqual(40)
      expect(name, name).not.toMatch(/[.!?]\s|[。！？，]/u)
    }
    expect(share(figures.translatable)).toBeGreaterThanOrEqual(GOAL)
    expect(share(figures.all)).toBeGreaterThanOrEqual(whole)
  })
})

describe("a translated post's cover", () => {
  it('is drawn in Chinese on the Chinese page and loads', async () => {
    const context = await site.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    expect((await page.goto(`${site.url}/zh/blog/aster-4-1`))?.status()).toBe(200)
    const width = await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>(
        'img[src="/assets/blog/aster-4-1.zh-CN.svg"]'
      )
      return img?.complete && img.naturalWidth
    })
    expect(await width.jsonValue()).toBe(1200)
    const drawn = await (
      await page.request.get(`${site.url}/assets/blog/aster-4-1.zh-CN.svg`)
    ).text()
    expect(drawn).toContain('>更快的开发服务器</text>')
    expect(drawn).toContain('>版本发布</text>')
    // nothing English is drawn but the product's name
    expect(drawn.replaceAll('Aster', '')).not.toMatch(/>[^<]*[A-Za-z]{2,}[^<]*<\/text>/)
    await context.close()
  })
})
