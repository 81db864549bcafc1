import type { Locale } from '../../src/shared/i18n'
import type { ContentEntry, ContentPageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { getBlogPost, listBlogPosts } from '../db/queries/blog'
import { getPageByPath } from '../db/queries/content'
import { listHostingProviders } from '../db/queries/hosting'

/** Collections whose pages are served by the generic content route, in lookup order. */
const CONTENT_COLLECTIONS = ['index', 'support', 'landing', 'deploy'] as const

/** Listings shown under a content page: the blog posts on /blog, the providers on /deploy. */
const LISTINGS: Record<string, (db: Db) => Promise<ContentEntry[]>> = {
  '/blog': listBlogPosts,
  '/deploy': async (db) =>
    (await listHostingProviders(db)).map(({ path, title, description, logoIcon }) => ({ path, title, description, ...(logoIcon ? { icon: logoIcon } : {}) })),
}

type PageRow = { title: string; description: string; body: string; meta: Record<string, unknown> }

function toPageData(row: PageRow, path: string, locale: Locale): ContentPageData {
  return {
    route: 'content',
    path,
    locale,
    title: row.title,
    description: row.description,
    body: row.body,
    meta: row.meta,
    heroOpacity: typeof row.meta.heroOpacity === 'number' ? row.meta.heroOpacity : undefined,
  }
}

/** Loads a markdown page (home, landing, support, hosting, blog article), or undefined. */
export async function loadContentPage(db: Db, path: string, locale: Locale): Promise<ContentPageData | undefined> {
  for (const collection of CONTENT_COLLECTIONS) {
    const page = await getPageByPath(db, collection, path)
    if (!page) continue
    const data = toPageData(page, path, locale)
    const list = LISTINGS[path]
    return list ? { ...data, entries: await list(db) } : data
  }
  if (!path.startsWith('/blog/')) return undefined
  const post = await getBlogPost(db, path)
  if (!post) return undefined
  return {
    ...toPageData(post, path, locale),
    article: { date: post.date, authors: post.authors, category: post.category, tags: post.tags, ...(post.image ? { image: post.image } : {}) },
  }
}
