import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { resetIsolateModulesVersion } from '../../worker/db/modules-version'
import { signedInCookie } from './auth-tokens'

/*
 * The modules directory in Chinese (issue 37): each module's `<name>.zh-CN.yml` (description) and
 * `<name>.zh-CN.md` (README) are rows of `module_translations`, read by /zh/modules, a module's
 * page, the /zh home carousel and `/api/modules?locale=zh-CN`, with English where a module has
 * no translation. Through the public surface and the last build's rows.
 */

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
const page = async (path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

const IMAGE_EN =
  'Optimized images: resize, convert and serve responsive sizes with an &lt;AsterImg&gt; component and 20 providers.'
const IMAGE_ZH =
  '图片优化：裁剪尺寸、转换格式并输出响应式图片，提供 &lt;AsterImg&gt; 组件，支持 20 家图片服务商。'
const MISSING_NOTICE = '本页尚未翻译，以下内容为英文原文。'
const OUTDATED_NOTICE = '本页译文可能已过时：英文原文在翻译后有更新。'

/** Runs `body` with one statement applied to D1, undone afterwards (the rows are the build's). */
async function withRows(change: string, undo: string, body: () => Promise<void>) {
  await env.DB.prepare(change).run()
  try {
    await body()
  } finally {
    await env.DB.prepare(undo).run()
  }
}

describe('the modules in Chinese', () => {
  it('writes one zh-CN row per module, every one with its Chinese description', async () => {
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM modules) AS modules,
        (SELECT count(*) FROM module_translations WHERE locale = 'zh-CN') AS rows,
        (SELECT count(*) FROM module_translations WHERE locale = 'zh-CN' AND translation = 'current') AS current,
        (SELECT count(*) FROM module_translations WHERE readme_translation = 'current') AS readmes`
    ).first<{ modules: number; rows: number; current: number; readmes: number }>()
    expect(counts!.modules).toBeGreaterThanOrEqual(60)
    expect(counts!.rows).toBe(counts!.modules)
    expect(counts!.current).toBe(counts!.modules)
    expect(counts!.readmes).toBeGreaterThanOrEqual(5)
  })

  it('lists Chinese descriptions on /zh/modules and English ones on /modules', async () => {
    const zh = await page('/zh/modules?q=image')
    expect(zh).toContain(IMAGE_ZH)
    expect(zh).not.toContain(IMAGE_EN)
    expect(zh).toContain('>图片<') // the category label, from the i18n tables
    const en = await page('/modules?q=image')
    expect(en).toContain(IMAGE_EN)
    expect(en).not.toContain(IMAGE_ZH)
  })

  it("shows a module's Chinese README on its zh page, without a notice", async () => {
    const html = await page('/zh/modules/image')
    expect(html).toContain(IMAGE_ZH)
    expect(html).toContain('功能特性')
    expect(html).toContain('href="#options"') // the anchor keeps the source's heading id
    expect(html).toMatch(/<h2[^>]*id="options"/)
    expect(html).not.toContain('data-translation-notice')
    const english = await page('/modules/image')
    expect(english).not.toContain('功能特性')
  })

  it('serves the English README under the notice where the README is not translated', async () => {
    const html = await page('/zh/modules/carousel')
    expect(html).toContain('基于 CSS 滚动吸附的轮播')
    expect(html).toContain(MISSING_NOTICE)
    expect(html).toContain('Features')
  })

  it('falls back to English where a module has no translation, and says when one is outdated', async () => {
    await withRows(
      "UPDATE module_translations SET description = NULL, translation = 'missing' WHERE name = 'image'",
      "UPDATE module_translations SET description = '图片优化：裁剪尺寸、转换格式并输出响应式图片，提供 <AsterImg> 组件，支持 20 家图片服务商。', translation = 'current' WHERE name = 'image'",
      async () => {
        const html = await page('/zh/modules?q=image')
        expect(html).toContain(IMAGE_EN)
        expect(html).not.toContain(IMAGE_ZH)
      }
    )
    await withRows(
      "UPDATE module_translations SET translation = 'outdated' WHERE name = 'image'",
      "UPDATE module_translations SET translation = 'current' WHERE name = 'image'",
      async () => {
        const html = await page('/zh/modules/image')
        expect(html).toContain(OUTDATED_NOTICE)
        expect(html).toContain('href="/modules/image"')
      }
    )
  })

  it('shows the Chinese descriptions in the /zh home carousel', async () => {
    const zh = await page('/zh')
    const carousel = zh.slice(zh.indexOf('用模块扩展功能'))
    expect(carousel).toContain('Sentinel HQ 出品的错误追踪与链路追踪')
    expect(await page('/')).toContain('Error tracking and tracing by Sentinel HQ')
  })

  it('answers /api/modules in the language asked for, each language cached apart', async () => {
    resetIsolateModulesVersion()
    const describe = async (path: string) => {
      const body = (await (await get(path)).json()) as {
        modules: { name: string; description: string }[]
      }
      return body.modules.find((module) => module.name === 'image')?.description
    }
    // English first: the Chinese request must not be its edge-cache hit
    expect(await describe('/api/modules')).toBe(IMAGE_EN.replace('&lt;', '<').replace('&gt;', '>'))
    expect(await describe('/api/modules?locale=zh-CN')).toBe(
      IMAGE_ZH.replace('&lt;', '<').replace('&gt;', '>')
    )
    expect(await describe('/api/modules')).toBe(IMAGE_EN.replace('&lt;', '<').replace('&gt;', '>'))
    const one = (await (await get('/api/modules/image?locale=zh-CN')).json()) as {
      readme: string
    }
    expect(one.readme).toContain('功能特性')
  })

  it("lists each module's file and README on the admin 'Translations' screen, as the command counts them", async () => {
    const admin = await (
      await SELF.fetch('http://localhost/zh/admin/translations', {
        headers: { Cookie: await signedInCookie() },
      })
    ).text()
    const modules = admin.slice(admin.indexOf('data-translations="modules"'))
    const count = (key: string) =>
      Number(new RegExp(`data-count="${key}">(\\d+)<`).exec(modules)?.[1])
    const rows = await env.DB.prepare(
      `SELECT sum(translation = 'current') + sum(readme_translation = 'current') AS current,
        sum(translation = 'missing') + sum(readme_translation = 'missing') AS missing
       FROM module_translations WHERE locale = 'zh-CN'`
    ).first<{ current: number; missing: number }>()
    expect(count('current')).toBe(rows!.current)
    expect(count('missing')).toBe(rows!.missing)
    expect(count('current')).toBeGreaterThanOrEqual(73)
    // the folded list names what is left: the untranslated READMEs, not the translated files
    const list = admin.slice(admin.indexOf('data-translation-list="modules"'))
    const row = list.slice(list.indexOf('data-translation-item="carousel.md"'))
    expect(row.slice(0, row.indexOf('</tr>'))).toContain('data-translation-status="missing"')
    expect(list).not.toContain('data-translation-item="image.md"')
    expect(list).not.toContain('data-translation-item="image.yml"')
  })
})
