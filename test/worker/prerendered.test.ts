import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import { prerenderedAssetPath } from '../../src/shared/routing/prerender'
import { createApp } from '../../worker/app'
import { BUILD } from '../../worker/build-manifest'
import { liveStamp } from '../../worker/prerender/live-stamp'
import { createPreviewToken } from '../../src/shared/preview/token'
import { resetReleaseCache } from '../../worker/release'

/*
 * The build's `prerendered` pages (home and each docs version's landing page), rendered to static
 * files by `npm run prerender` (build/publish/prerender.ts, run by `npm test` before this project), are
 * served from the assets to every shared request while the live data they show is current; a
 * request that may differ (preview, a session cookie, a query, a payload) renders as usual.
 */
const DOCS_LANDING = '/docs/4.x/getting-started/introduction'
const LOCALES = ['en', 'zh-CN'] as const
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' })
const assetText = async (locale: 'en' | 'zh-CN', path: string) => {
  const stamp = await liveStamp(env, path)
  const file = prerenderedAssetPath(BUILD.id, stamp!, locale, path)
  const asset = await env.ASSETS.fetch(new URL(file, 'http://localhost'))
  expect(asset.status, `${locale} ${path} was prerendered`).toBe(200)
  return asset.text()
}

afterEach(() => resetReleaseCache())

describe('prerendered pages', () => {
  it('lists home and the docs landing pages in the build manifest', () => {
    expect(BUILD.prerendered).toEqual(['/', DOCS_LANDING, '/docs/3.x/getting-started/introduction'])
  })

  it('serves them from the assets, per locale, with the page headers', async () => {
    for (const path of BUILD.prerendered) {
      for (const locale of LOCALES) {
        const response = await get(localizedPath(path, locale))
        expect(response.status, path).toBe(200)
        expect(response.headers.get('x-prerendered'), path).toBe(BUILD.id)
        expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8')
        // home's live figures are never kept by shared caches; a docs page is, as when rendered
        const cacheControl = response.headers.get('cache-control')
        if (path === '/') expect(cacheControl).toBeNull()
        else expect(cacheControl).toContain('s-maxage=')
        expect(response.headers.get('x-cache')).toBe('BYPASS')
        expect(response.headers.get('vary')).toContain('Cookie')
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
        const html = await response.text()
        expect(html).toBe(await assetText(locale, path))
        expect(html).toContain(`<html lang="${locale}"`)
      }
    }
    const zh = await (await get('/zh')).text()
    expect(zh).toContain('<html lang="zh-CN"')
    expect(zh).not.toBe(await assetText('en', '/'))
  })

  it('renders instead for preview, a session, a query or a payload', async () => {
    const preview = `__Host-aster_preview=${await createPreviewToken(env.PREVIEW_SECRET, 600)}`
    for (const [path, headers] of [
      ['/', { cookie: preview }],
      ['/', { cookie: 'aster-session=someone' }],
      [`${DOCS_LANDING}?x=1`, {}],
      [`${DOCS_LANDING}/_payload.json`, {}],
    ] as const) {
      const response = await get(path, headers)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('x-prerendered'), path).toBeNull()
      await response.body?.cancel()
    }
  })

  it('renders under other vars than the files were made with (another environment)', async () => {
    const app = createApp()
    for (const vars of [
      { SITE_URL: 'https://docs.example.org' },
      { SITE_INDEXABLE: 'false' },
      { ICON_API_URL: 'https://icons.example.org' },
    ]) {
      const response = await app.request('/', {}, { ...env, ...vars }, createExecutionContext())
      expect(response.status).toBe(200)
      expect(response.headers.get('x-prerendered'), JSON.stringify(vars)).toBeNull()
      const html = await response.text()
      const shown = Object.values(vars)[0]!
      if (shown.startsWith('https:')) expect(html.includes(shown), shown).toBe(true)
    }
  })

  it('renders while D1 holds other content than the files were made from', async () => {
    const row = await env.DB.prepare(
      "SELECT hash FROM content_info WHERE collection = 'docsv4'"
    ).first<{ hash: string }>()
    try {
      // a deploy whose content step has run but whose worker (and files) are not out yet
      await env.DB.prepare(
        "UPDATE content_info SET hash = 'next-build' WHERE collection = 'docsv4'"
      ).run()
      for (const path of ['/', DOCS_LANDING]) {
        const response = await get(path)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('x-prerendered'), path).toBeNull()
        await response.body?.cancel()
      }
    } finally {
      await env.DB.prepare("UPDATE content_info SET hash = ? WHERE collection = 'docsv4'")
        .bind(row!.hash)
        .run()
    }
    expect((await get(DOCS_LANDING)).headers.get('x-prerendered')).toBe(BUILD.id)
  })

  it('renders once the cron has refreshed a figure the file shows, and serves it again after', async () => {
    const before = await (await get('/')).text()
    const row = await env.DB.prepare('SELECT stars, stats_updated_at FROM framework_stats').first<{
      stars: number
      stats_updated_at: string | null
    }>()
    try {
      await env.DB.prepare('UPDATE framework_stats SET stars = 123456, stats_updated_at = ?')
        .bind(new Date().toISOString())
        .run()
      resetReleaseCache()
      for (const path of ['/', DOCS_LANDING]) {
        const response = await get(path)
        expect(response.status, path).toBe(200)
        expect(response.headers.get('x-prerendered'), path).toBeNull()
        expect(response.headers.get('x-aster-live-stamp'), path).toMatch(/^[0-9a-f]{16}$/)
        const html = await response.text()
        expect(html.includes('123.5K'), `${path} shows the new stars`).toBe(true)
        expect(html === before, path).toBe(false)
      }
    } finally {
      await env.DB.prepare('UPDATE framework_stats SET stars = ?, stats_updated_at = ?')
        .bind(row!.stars, row!.stats_updated_at)
        .run()
      resetReleaseCache()
    }
    const again = await get('/')
    expect(again.headers.get('x-prerendered')).toBe(BUILD.id)
    expect((await again.text()) === before).toBe(true)
  })
})
