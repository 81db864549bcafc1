import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Locale } from '../../src/shared/i18n'
import { splitLocalePath } from '../../src/shared/i18n/locale-paths'
import { matchRoute } from '../../src/shared/routing/routes'
import { DEFAULT_OG_CARD, ogCardOf, type OgCard } from '../../src/shared/seo/og-card'
import { pageOfOgImage } from '../../src/shared/seo/og-path'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import { BUILD } from '../build-manifest'
import { getDb } from '../db/client'
import { createPathKey, matchEdge, putEdge } from '../edge-cache'
import type { AppEnv } from '../env'
import { drawOgCard } from '../og/draw-card'
import { loadFontWithCjk } from '../og/font'
import { PAGES } from '../pages/index'
import { getIndexableContentVersion } from './indexable'

/** Images change with the content or the build (the drawing code): a day at browsers and the edge. */
const CACHE_CONTROL = 'public, max-age=86400'

/**
 * `/og/<page path>.png`: the page's Open Graph card, drawn on request from its PageData (the
 * page's own loader, in the language of the image's URL: `/zh/og/...` is the Chinese card) and
 * kept in the edge cache per content version and build, so
 * 10,000 pages cost nothing at build time. `/og/default.png` is the card of pages without one.
 * A path that is no page is a small 404, `no-store` (a CDN keeps 404s of `.png` URLs otherwise):
 * nothing drawn, nothing cached, no error page rendered.
 */
export async function ogImage(c: Context<AppEnv>): Promise<Response> {
  const { locale, path: imagePath } = splitLocalePath(c.req.path)
  const page = pageOfOgImage(imagePath)
  if (!page) return noImage(c)
  const db = getDb(c.env.DB)
  const version = `${BUILD.id}|${await getIndexableContentVersion(db)}|${readSiteConfig(c.env).url}`
  const key = createPathKey(c.req.url, version)
  const hit = key && (await matchEdge(key))
  if (hit) return hit
  const card = page === '/default' ? DEFAULT_OG_CARD : await loadCard(c, page, locale)
  if (!card) return noImage(c)
  // a card with other than Latin text (a Chinese title) reads the build's Chinese glyphs too
  const font = /[^\u0000-\u024f\u2000-\u206f]/.test(`${card.title}${card.section}`)
    ? await loadFontWithCjk(c.env.ASSETS, c.req.url)
    : undefined
  const png = await drawOgCard(card, new URL(readSiteConfig(c.env).url).host, font)
  const response = new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': CACHE_CONTROL },
  })
  if (key) await putEdge(c, key, response)
  return response
}

/** The card of a page through its route's loader; undefined when it is no page (a 404, a redirect, a file). */
async function loadCard(
  c: Context<AppEnv>,
  path: string,
  locale: Locale
): Promise<OgCard | undefined> {
  const route = matchRoute(path)
  let result
  try {
    result = await PAGES[route.id].load({
      path,
      url: new URL(path, c.req.url),
      locale,
      db: getDb(c.env.DB),
      env: c.env,
      // OG images are public and cached: never of a draft
      preview: false,
    })
  } catch (error) {
    if (error instanceof HTTPException && error.status === 404) return undefined
    throw error
  }
  return result instanceof Response ? undefined : ogCardOf(result)
}

/** The answer for an image path that is no page: plain, short, never stored by any cache. */
function noImage(c: Context<AppEnv>): Response {
  return c.text(`No image: ${c.req.path} is not a page of this site`, 404, {
    'Cache-Control': 'no-store',
  })
}
