import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'
import { signedInCookie } from './auth-tokens'
import { docsPages, SAMPLE_DOCS } from './content-sample'

/*
 * Chinese readers get Chinese content (issue 37): a page under /zh reads its zh-CN row (the
 * build writes it beside the English one: worker/db/schema.ts `locale`, `translation`), else
 * the English row with the notice '本页尚未翻译，以下内容为英文原文。'; an outdated translation
 * says so and links the English page; navigation, listings, feeds and llms files are Chinese
 * where the content is. Everything through the public surface and the real build's rows. The
 * cases about the sample's own translated docs pages run only on the sample (SAMPLE_DOCS); the
 * rest pass on any corpus (`npm run test:adoption`).
 */

const ORIGIN = env.SITE_URL.replace(/\/$/, '')
const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })
const page = async (path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

// not a prerendered page (the version's first page is): the worker renders it
const TRANSLATED = '/docs/4.x/getting-started/configuration'
/** A docs page with no Chinese row (read from the build), not the version's prerendered first page. */
let UNTRANSLATED: string
beforeAll(async () => {
  const { results } = await env.DB.prepare(
    "SELECT path FROM content_docsv4 WHERE locale = 'zh-CN'"
  ).all<{ path: string }>()
  const translated = new Set(results.map((row) => row.path))
  UNTRANSLATED = (await docsPages()).slice(1).find((sample) => !translated.has(sample.path))!.path
})
const MISSING_NOTICE = '本页尚未翻译，以下内容为英文原文。'
const OUTDATED_NOTICE = '本页译文可能已过时：英文原文在翻译后有更新。'

/**
 * The text of a docs page's article body (the compiled markdown) without its code: code blocks
 * with their header (file name, language), inline code and the tabs of a code group.
 */
function articleText(html: string): string {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
  const prose = article.indexOf('class="prose')
  const body = article.slice(article.indexOf('>', prose) + 1)
  return body
    .replace(/<div[^>]*data-code-block=""[\s\S]*?<\/pre>/g, ' ')
    .replace(/<(pre|code|button)[\s>][\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
}

/** Han characters among the letters (Han and Latin) of a text. */
function cjkShare(text: string): number {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  return han / (han + latin || 1)
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
const hasHan = (text: string) => /\p{Script=Han}/u.test(text)

describe.runIf(SAMPLE_DOCS)('a translated docs page at /zh', () => {
  it('shows its Chinese body (≥ 80 % of the letters Han, code left out) and no notice', async () => {
    const html = await page(`/zh${TRANSLATED}`)
    expect(html).toContain('<html lang="zh-CN"')
    expect(hasHan(h1(html)!)).toBe(true)
    const text = articleText(html)
    expect(text.length).toBeGreaterThan(500)
    expect(cjkShare(text)).toBeGreaterThanOrEqual(0.8)
    expect(html).not.toContain('data-translation-notice')
    // the English URL stays English
    const english = await page(TRANSLATED)
    expect(cjkShare(articleText(english))).toBeLessThan(0.05)
  })

  it('has the Chinese sidebar and breadcrumb (content_info docsv4@zh-CN)', async () => {
    const html = await page(`/zh${TRANSLATED}`)
    const aside = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'))
    expect(aside).toContain('快速上手')
    expect(aside).not.toContain('>Get Started<')
    expect(html).toMatch(/data-breadcrumb=""[^]*?>快速上手</)
    expect(await page(TRANSLATED)).toContain('Get Started')
  })

  it('serves a collapsed group of the Chinese sidebar in Chinese (/api/docs-nav?locale=zh-CN)', async () => {
    const group = '/api/docs-nav?group=/docs/4.x/guide/concepts&depth=1'
    const zh = await (await get(`${group}&locale=zh-CN`)).text()
    expect(zh).toContain('渲染模式')
    expect(zh).toContain('href="/zh/docs/4.x/guide/concepts/rendering"')
    expect(await (await get(group)).text()).not.toContain('渲染模式')
  })

  it('answers its Markdown twin in Chinese', async () => {
    const markdown = await (await get(`/zh${TRANSLATED}.md`)).text()
    expect(cjkShare(markdown.replace(/```[\s\S]*?```/g, ''))).toBeGreaterThan(0.5)
    expect(cjkShare(await (await get(`${TRANSLATED}.md`)).text())).toBeLessThan(0.05)
  })
})

describe('an untranslated page at /zh', () => {
  it('shows the Chinese interface around the English body, with the notice', async () => {
    const html = await page(`/zh${UNTRANSLATED}`)
    expect(html).toContain('<html lang="zh-CN"')
    expect(html).toContain(`data-translation-notice="missing"`)
    expect(html).toContain(MISSING_NOTICE)
    expect(cjkShare(articleText(html))).toBeLessThan(0.05)
    expect(await page(UNTRANSLATED)).not.toContain('data-translation-notice')
  })
})

describe('an outdated translation', () => {
  // rendering is what is tested, not the edge cache
  const app = createApp({ pageCache: false })
  const request = (path: string, init?: RequestInit) =>
    app.request(path, init, env, createExecutionContext())

  it('says so, links the English page, and the admin Translations screen agrees', async () => {
    const post = '/blog/aster-4'
    const before = await (await request(`/zh${post}`)).text()
    expect(h1(before)).toBe('Aster 4.0 正式发布')
    expect(before).not.toContain('data-translation-notice')
    await env.DB.prepare(
      "UPDATE content_blog SET translation = 'outdated' WHERE path = ? AND locale = 'zh-CN'"
    )
      .bind(post)
      .run()
    try {
      const html = await (await request(`/zh${post}`)).text()
      expect(h1(html)).toBe('Aster 4.0 正式发布')
      expect(html).toContain('data-translation-notice="outdated"')
      expect(html).toContain(OUTDATED_NOTICE)
      expect(html).toMatch(new RegExp(`<a href="${post}" hrefLang="en"[^>]*>查看英文原文</a>`, 'i'))
      const admin = await (
        await request('/zh/admin/translations', { headers: { Cookie: await signedInCookie() } })
      ).text()
      const row = admin.slice(admin.indexOf(`data-translation-item="${post}"`))
      expect(row.slice(0, row.indexOf('</tr>'))).toContain('data-translation-status="outdated"')
    } finally {
      await env.DB.prepare(
        "UPDATE content_blog SET translation = 'current' WHERE path = ? AND locale = 'zh-CN'"
      )
        .bind(post)
        .run()
    }
  })
})

describe('Chinese listings and pages beyond the docs', () => {
  it('lists data items in Chinese (templates: their zh-CN rows)', async () => {
    const html = await page('/zh/templates')
    expect(html).toContain('创意工作室')
    expect(html).not.toContain('>Agency<')
    expect(await page('/templates')).toContain('Agency')
  })

  it('shows every showcase site with its Chinese sentence, the rest from the source', async () => {
    // a card: its host (data-showcase), name, and the sentence on what the site does
    const cards = (html: string) =>
      [
        ...html.matchAll(
          /data-showcase="([^"]+)"[^]*?translate="no">([^<]+)<[^]*?data-showcase-description="">([^<]+)</g
        ),
      ].map(([, host, name, description]) => ({ host, name, description: description! }))
    const zh = cards(await page('/zh/showcase'))
    const en = cards(await page('/showcase'))
    expect(zh).toHaveLength(20)
    // names, hosts and order are the source's (a translation holds the sentence only)
    expect(zh.map(({ host, name }) => ({ host, name }))).toEqual(
      en.map(({ host, name }) => ({ host, name }))
    )
    for (const [index, site] of zh.entries()) {
      expect(cjkShare(site.description), site.host).toBeGreaterThanOrEqual(0.8)
      expect(hasHan(en[index]!.description), site.host).toBe(false)
    }
    expect(zh.find((site) => site.host === 'mathgarden.example')!.description).toBe(
      '给孩子们的数学谜题，会根据每个学生的水平自动调整难度。'
    )
  })

  it('counts the showcase as translated on the admin Translations screen, as the command does', async () => {
    const admin = await (
      await get('/admin/translations', { headers: { Cookie: await signedInCookie() } })
    ).text()
    const row = admin.slice(admin.indexOf('data-translations="showcase"'))
    const counts = Object.fromEntries(
      [...row.slice(0, row.indexOf('</tr>')).matchAll(/data-count="(\w+)">(\d+)</g)].map(
        ([, state, count]) => [state, Number(count)]
      )
    )
    // `npm run translations`: showcase zh-CN 20 current, 0 outdated, 0 missing
    expect(counts).toEqual({ current: 20, outdated: 0, missing: 0 })
  })

  it('shows a showcase site without a translation in English on /zh/showcase', async () => {
    // what the build writes for an item with no zh-CN file: a copy of the English item, 'missing'
    const host = 'querylab.example'
    const english = await env.DB.prepare(
      "SELECT meta FROM content_showcase WHERE locale = 'en' AND url = ?"
    )
      .bind(`https://${host}`)
      .first<{ meta: string }>()
    const chinese = await env.DB.prepare(
      "SELECT meta, translation FROM content_showcase WHERE locale = 'zh-CN' AND url = ?"
    )
      .bind(`https://${host}`)
      .first<{ meta: string; translation: string }>()
    const set = (row: { meta: string; translation: string }) =>
      env.DB.prepare(
        "UPDATE content_showcase SET meta = ?, translation = ? WHERE locale = 'zh-CN' AND url = ?"
      )
        .bind(row.meta, row.translation, `https://${host}`)
        .run()
    await set({ meta: english!.meta, translation: 'missing' })
    try {
      // its category's page (the unfiltered list may come from the edge cache of the test above)
      const html = await page('/zh/showcase?category=developer-tools')
      const card = html.slice(html.indexOf(`data-showcase="${host}"`))
      expect(card).toMatch(
        /^[^]*?data-showcase-description="">A browser-based SQL playground for teaching and sharing queries\.</
      )
      expect(html).toContain('可检索的生产环境错误报告和调用栈') // the others stay Chinese
    } finally {
      await set(chinese!)
    }
  })

  it('lists translated blog posts and hosting guides in Chinese, the others in English', async () => {
    const blog = await page('/zh/blog')
    expect(blog).toContain('Aster 4.0 正式发布')
    expect(blog).toContain('deploy') // an untranslated post keeps its English title and path
    // a category keeps its value in the URL, its label is Chinese
    expect(blog).toMatch(
      /href="\/zh\/blog\?category=Tutorial"[^>]*data-blog-category="Tutorial"[^>]*>教程<!-- --> </
    )
    expect(blog).toMatch(/data-byline=""><span[^>]*>(?:版本发布|教程|公告|文章)<\/span>/)
    expect(await page('/blog')).toMatch(/data-blog-category="Tutorial"[^>]*>Tutorial<!-- --> </)
    const deploy = await page('/zh/deploy')
    expect(h1(deploy)).toBe('部署 Aster')
    expect(deploy).toContain('把 Aster 部署到 Cloudflare Workers')
  })

  it("a translated post's cover is drawn in Chinese; the English page keeps the English one", async () => {
    const covers = (html: string) =>
      [...html.matchAll(/src="(\/assets\/blog\/[^"]+\.svg)"/g)].map((match) => match[1]!)
    const zh = covers(await page('/zh/blog/aster-4-1'))
    expect(zh).toContain('/assets/blog/aster-4-1.zh-CN.svg')
    expect(covers(await page('/blog/aster-4-1'))).toContain('/assets/blog/aster-4-1.svg')
    // the file itself is a static asset: test/browser/chinese-share.test.ts loads it
  })

  it('answers the palette’s hosting list in the language asked (/api/hosting?locale=zh-CN)', async () => {
    type Provider = { path: string; description: string }
    const list = async (query: string) =>
      (await (await get(`/api/hosting${query}`)).json()) as Provider[]
    const zh = await list('?locale=zh-CN')
    const en = await list('')
    expect(zh.map((provider) => provider.path)).toEqual(en.map((provider) => provider.path))
    const cloudflare = (providers: Provider[]) =>
      providers.find((provider) => provider.path === '/deploy/cloudflare')!.description
    expect(cloudflare(zh)).toContain('把 Aster 部署到 Cloudflare Workers')
    expect(hasHan(cloudflare(en))).toBe(false)
  })

  it('shows a translated marketing and enterprise page in Chinese, without a notice', async () => {
    for (const path of ['', '/enterprise/support']) {
      const html = await page(`/zh${path}`)
      expect(hasHan(h1(html) ?? ''), path).toBe(true)
      expect(html, path).not.toContain('data-translation-notice')
    }
  })
})

describe('feeds, llms files and the sitemap per language', () => {
  it('/zh/blog/rss.xml and atom.xml carry the Chinese titles under /zh URLs', async () => {
    for (const file of ['rss.xml', 'atom.xml']) {
      const xml = await (await get(`/zh/blog/${file}`)).text()
      expect(xml, file).toContain('Aster 4.0 正式发布')
      expect(xml, file).toContain(`${ORIGIN}/zh/blog/aster-4`)
      const english = await (await get(`/blog/${file}`)).text()
      expect(english, file).not.toContain('Aster 4.0 正式发布')
    }
  })

  it.runIf(SAMPLE_DOCS)(
    '/zh/llms.txt and /zh/docs/4.x/llms.txt outline the Chinese navigation',
    async () => {
      for (const path of ['/llms.txt', '/docs/4.x/llms.txt']) {
        const zh = await (await get(`/zh${path}`)).text()
        expect(zh, path).toContain('快速上手')
        expect(zh, path).toContain(`${ORIGIN}/zh${TRANSLATED}`)
        expect(await (await get(path)).text(), path).not.toContain('快速上手')
      }
      const full = await (await get('/zh/docs/4.x/llms-full.txt')).text()
      expect(full).toContain(`Source: ${ORIGIN}/zh${TRANSLATED}`)
      expect(full.match(new RegExp(`Source: ${ORIGIN}/zh${TRANSLATED} `, 'g'))).toHaveLength(1)
    }
  )

  it.runIf(SAMPLE_DOCS)('the sitemap names both languages of a page as alternates', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    const entry = (loc: string) => {
      const start = xml.indexOf(`<loc>${loc}</loc>`)
      expect(start, loc).toBeGreaterThan(-1)
      return xml.slice(start, xml.indexOf('</url>', start))
    }
    for (const loc of [`${ORIGIN}${TRANSLATED}`, `${ORIGIN}/zh${TRANSLATED}`]) {
      const url = entry(loc)
      expect(url).toContain(`hreflang="en" href="${ORIGIN}${TRANSLATED}"`)
      expect(url).toContain(`hreflang="zh-CN" href="${ORIGIN}/zh${TRANSLATED}"`)
      expect(url).toContain(`hreflang="x-default" href="${ORIGIN}${TRANSLATED}"`)
    }
  })
})

describe.runIf(SAMPLE_DOCS)('search in Chinese', () => {
  it('/api/search?q=安装&version=4&locale=zh-CN answers Chinese sections of the translated pages', async () => {
    const response = await get(`/api/search?q=${encodeURIComponent('安装')}&version=4&locale=zh-CN`)
    expect(response.status).toBe(200)
    const found = (await response.json()) as { id: string; title: string; lang?: string }[]
    expect(found.length).toBeGreaterThan(2)
    expect(found[0]!.id.startsWith('/docs/4.x/getting-started/installation')).toBe(true)
    expect(found.slice(0, 3).every((result) => hasHan(result.title) && !result.lang)).toBe(true)
    // the page's language is the default: a Chinese page's search is the Chinese index
    const fromPage = await get(`/api/search?q=${encodeURIComponent('安装')}&version=4`, {
      headers: { Referer: `http://localhost/zh${TRANSLATED}` },
    })
    expect(await fromPage.json()).toEqual(found)
  })
})
