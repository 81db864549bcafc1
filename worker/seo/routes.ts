import { Hono, type Context } from 'hono'
import { inArray, and } from 'drizzle-orm'
import { DOCS_VERSIONS } from '../../src/shared/docs/versions'
import { ROUTES } from '../../src/shared/routing/routes'
import { renderAtom, renderRss } from '../../src/shared/seo/feeds'
import type { Locale } from '../../src/shared/i18n'
import { LOCALES } from '../../src/shared/i18n/locales'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import {
  LLMS_LOCALES,
  llmsFilePath,
  llmsRootPath,
  renderLlmsTxt,
  renderVersionLlmsTxt,
  UNTRANSLATED_NOTE,
} from '../../src/shared/seo/llms'
import { SITE } from '../../src/shared/site'
import { renderRobots } from '../../src/shared/seo/robots'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import {
  countSitemapParts,
  renderSitemapIndex,
  renderUrlset,
  sitemapPart,
} from '../../src/shared/seo/sitemap'
import { getDb } from '../db/client'
import { listBlogPosts } from '../db/queries/blog'
import { getContentInfo } from '../db/queries/content'
import { COLLECTION_TABLES } from '../db/schema'
import { createPathKey, matchEdge, putEdge } from '../edge-cache'
import type { AppEnv } from '../env'
import { pageNotFound } from '../errors'
import { getIndexableContentVersion, getSitemapEntries } from './indexable'
import { streamLlmsFull } from './llms-full'
import { ogImage } from './og-image'
import { pickLocale, withFallback } from '../db/locale-rows'
import { BUILD } from '../build-manifest'

/** Browsers and the edge keep these files ten minutes; a content load changes the cache key. */
const CACHE_CONTROL = 'public, max-age=600'

const XML = 'application/xml; charset=utf-8'
const TEXT = 'text/plain; charset=utf-8'

/**
 * Answers from the edge cache (keyed by path, content version and site config), else renders
 * and stores. Every file here depends on nothing but those.
 */
async function cached(
  c: Context<AppEnv>,
  type: string,
  render: () => Promise<BodyInit>
): Promise<Response> {
  const db = getDb(c.env.DB)
  const config = readSiteConfig(c.env)
  const version = `${await getIndexableContentVersion(db)}|${JSON.stringify(config)}`
  const key = createPathKey(c.req.url, version)
  const hit = key && (await matchEdge(key))
  if (hit) return hit
  const response = new Response(await render(), {
    headers: { 'Content-Type': type, 'Cache-Control': CACHE_CONTROL },
  })
  if (key) await putEdge(c, key, response)
  return response
}

/**
 * The files of search engines, feed readers and AI tools: robots.txt, the sitemap (split above
 * 50,000 URLs, both languages in it), the blog feeds, llms.txt / llms-full.txt and the Open
 * Graph images; in Chinese, the feeds, llms files and cards under `/zh` (the same paths,
 * src/shared/i18n/locale-paths.ts).
 */
export const seoFiles = new Hono<AppEnv>()

/** Mounts a file of every language at its path in that language (`/blog/rss.xml`, `/zh/blog/rss.xml`). */
function inEveryLanguage(
  path: string,
  answer: (c: Context<AppEnv>, locale: Locale) => Response | Promise<Response>
) {
  for (const locale of LOCALES) seoFiles.get(localizedPath(path, locale), (c) => answer(c, locale))
}

seoFiles.get('/robots.txt', (c) =>
  c.body(renderRobots(readSiteConfig(c.env)), 200, {
    'Content-Type': TEXT,
    'Cache-Control': CACHE_CONTROL,
  })
)

seoFiles.get('/sitemap.xml', async (c) => {
  const config = readSiteConfig(c.env)
  if (!config.indexable) throw pageNotFound(c.req.path)
  return cached(c, XML, async () => {
    const entries = await getSitemapEntries(getDb(c.env.DB))
    return countSitemapParts(entries.length) > 1
      ? renderSitemapIndex(entries, config)
      : renderUrlset(entries, config)
  })
})

seoFiles.get('/:part{sitemap-[1-9][0-9]{0,4}\\.xml}', async (c) => {
  const config = readSiteConfig(c.env)
  const n = Number(/\d+/.exec(c.req.param('part'))![0])
  const entries = await getSitemapEntries(getDb(c.env.DB))
  const parts = countSitemapParts(entries.length)
  if (!config.indexable || parts < 2 || n > parts) throw pageNotFound(c.req.path)
  return cached(c, XML, async () => renderUrlset(sitemapPart(entries, n), config))
})

inEveryLanguage('/blog/rss.xml', (c, locale) =>
  cached(c, 'application/rss+xml; charset=utf-8', async () =>
    renderRss(await listBlogPosts(getDb(c.env.DB), locale), readSiteConfig(c.env), locale)
  )
)

inEveryLanguage('/blog/atom.xml', (c, locale) =>
  cached(c, 'application/atom+xml; charset=utf-8', async () =>
    renderAtom(await listBlogPosts(getDb(c.env.DB), locale), readSiteConfig(c.env), locale)
  )
)

inEveryLanguage(llmsRootPath('en'), (c, locale) =>
  cached(c, TEXT, async () => {
    const db = getDb(c.env.DB)
    const sectionPaths = ROUTES.flatMap((route) => ('paths' in route ? [...route.paths] : []))
    const [trees, posts, sections] = await Promise.all([
      Promise.all(DOCS_VERSIONS.map((version) => getContentInfo(db, version.collection, locale))),
      listBlogPosts(db, locale),
      listSections(db, sectionPaths, locale),
    ])
    const versions = DOCS_VERSIONS.map((version, index) => ({
      label: version.label,
      tag: version.tag,
      path: version.path,
      tree: Array.isArray(trees[index]?.navigation) ? trees[index].navigation : [],
    }))
    return renderLlmsTxt(
      { versions, posts, sections, mcpDocs: BUILD.mcpDocs },
      readSiteConfig(c.env),
      locale
    )
  })
)

/** Every per-version llms file by path. */
const LLMS_FILES = new Map(
  DOCS_VERSIONS.flatMap((version) =>
    LLMS_LOCALES.flatMap((locale) =>
      [false, true].map(
        (full) => [llmsFilePath(version.path, locale, full), { version, locale, full }] as const
      )
    )
  )
)

/**
 * `/docs/<version>/llms.txt`, `llms-full.txt` and the same in Chinese (`/zh/docs/4.x/llms.txt`,
 * src/shared/seo/llms.ts `llmsFilePath`): one version's outline or full text.
 */
inEveryLanguage('/docs/:version/:file{llms(?:-full)?\\.txt}', async (c) => {
  const file = LLMS_FILES.get(c.req.path)
  if (!file) throw pageNotFound(c.req.path)
  const config = readSiteConfig(c.env)
  const db = getDb(c.env.DB)
  const note = UNTRANSLATED_NOTE[file.locale]
  if (file.full) {
    const heading = `# ${SITE.name} docs ${file.version.label} (${file.version.tag})\n\n> ${SITE.description}\n${note ? `\n${note}\n` : ''}`
    return cached(c, 'text/markdown; charset=utf-8', async () =>
      streamLlmsFull(db, config, { versions: [file.version], heading, locale: file.locale })
    )
  }
  return cached(c, TEXT, async () => {
    const info = await getContentInfo(db, file.version.collection, file.locale)
    const tree = Array.isArray(info?.navigation) ? info.navigation : []
    return renderVersionLlmsTxt({ ...file.version, tree }, file.locale, config)
  })
})

inEveryLanguage('/llms-full.txt', (c, locale) =>
  cached(c, 'text/markdown; charset=utf-8', async () =>
    streamLlmsFull(getDb(c.env.DB), readSiteConfig(c.env), { locale })
  )
)

for (const locale of LOCALES) seoFiles.get(localizedPath('/og/*', locale), ogImage)

/**
 * Title and description of the site's top pages (home, landing pages) in route-table order, in a
 * language (a page's translation, else its English row).
 */
async function listSections(db: ReturnType<typeof getDb>, paths: string[], locale: Locale) {
  const rows = (
    await Promise.all(
      (['index', 'landing'] as const).map((name) => {
        const table = COLLECTION_TABLES[name]
        return db
          .select({
            path: table.path,
            title: table.title,
            description: table.description,
            locale: table.locale,
          })
          .from(table)
          .where(and(inArray(table.path, paths), withFallback(table, locale)))
      })
    )
  ).flat()
  const picked = pickLocale(rows, locale, (row) => row.path)
  const byPath = new Map(picked.map(({ locale: _locale, ...row }) => [row.path, row]))
  return paths.flatMap((path) => byPath.get(path) ?? [])
}
