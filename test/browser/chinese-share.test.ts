import { describe, expect, it } from 'vitest'
import { useSite } from './harness'

/*
 * Issue 37, "Done when": with no cookie, the zh URL of five pages shows Chinese in <main>. The
 * share is the CJK (Han) characters among the letters of <main>'s text as the reader gets it in
 * Chromium, code left out (pre and code, and what is never shown: script, style, template).
 * Names of products, companies and people stay Latin, so the goal is 80 %, not 100 %. Each page
 * prints its figures and, to find what is left, its most frequent Latin words.
 */
const site = useSite()

/** The five pages of the issue, by their Chinese URL. */
const PAGES = [
  '/zh',
  '/zh/templates',
  '/zh/enterprise/support',
  '/zh/blog',
  '/zh/docs/4.x/getting-started/introduction',
]
/** The goal of the issue: at least this share of <main>'s letters are Han characters. */
const GOAL = 0.8

describe("the Chinese share of <main> on the Chinese site's pages", () => {
  it.each(PAGES)('%s is at least 80 % Chinese', async (path) => {
    const context = await site.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    const response = await page.goto(`${site.url}${path}`)
    expect(response?.status()).toBe(200)
    expect(await context.cookies()).toEqual([])
    const figures = await page.evaluate(() => {
      const main = document.querySelector('main')!.cloneNode(true) as HTMLElement
      for (const node of main.querySelectorAll('pre, code, script, style, template')) node.remove()
      const text = main.textContent ?? ''
      const letters = text.match(/\p{L}/gu)?.length ?? 0
      const han = text.match(/\p{Script=Han}/gu)?.length ?? 0
      const words = new Map<string, number>()
      for (const word of text.match(/[A-Za-z][A-Za-z'.-]*/g) ?? [])
        words.set(word, (words.get(word) ?? 0) + word.length)
      const latin = [...words].sort((a, b) => b[1] - a[1]).slice(0, 12)
      return { letters, han, latin }
    })
    const share = figures.han / figures.letters
    console.log(
      `${path}: ${(share * 100).toFixed(1)} % Chinese (${figures.han} Han of ${figures.letters} letters); most Latin: ${figures.latin.map(([word, count]) => `${word} ${count}`).join(', ')}`
    )
    expect(figures.letters).toBeGreaterThan(200)
    expect(share).toBeGreaterThanOrEqual(GOAL)
  })
})
