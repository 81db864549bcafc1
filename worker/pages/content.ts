import type { Locale, MessageKey } from '../../src/shared/i18n'
import type { ContentEntry, ContentPageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { getBlogPost, listBlogPosts } from '../db/queries/blog'
import { getPageByPath } from '../db/queries/content'
import { listHostingProviders } from '../db/queries/hosting'

/** The one collection that can hold a path (so a request costs one lookup, a 404 too). */
function collectionFor(path: string): 'index' | 'support' | 'deploy' | 'blog' | 'landing' {
  if (path === '/') return 'index'
  const under = (base: string) => path === base || path.startsWith(`${base}/`)
  if (under('/enterprise/support')) return 'support'
  if (under('/deploy')) return 'deploy'
  if (path.startsWith('/blog/')) return 'blog'
  return 'landing'
}

/** Listings shown under a content page: the blog posts on /blog, the providers on /deploy. */
const LISTINGS: Record<string, { label: MessageKey; load: (db: Db) => Promise<ContentEntry[]> }> = {
  '/blog': { label: 'content.blogPosts', load: listBlogPosts },
  '/deploy': {
    label: 'content.hostingProviders',
    load: async (db) =>
      (await listHostingProviders(db)).map(({ path, title, description, logoIcon }) => ({
        path,
        title,
        description,
        ...(logoIcon ? { icon: logoIcon } : {}),
      })),
  },
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
export async function loadContentPage(
  db: Db,
  path: string,
  locale: Locale
): Promise<ContentPageData | undefined> {
  const collection = collectionFor(path)
  if (collection !== 'blog') {
    const list = LISTINGS[path]
    const [page, entries] = await Promise.all([getPageByPath(db, collection, path), list?.load(db)])
    if (!page) return undefined
    const data = toPageData(page, path, locale)
    return list && entries ? { ...data, listing: { label: list.label, entries } } : data
  }
  const post = await getBlogPost(db, path)
  if (!post) return undefined
  return {
    ...toPageData(post, path, locale),
    article: {
      date: post.date,
      authors: post.authors,
      category: post.category,
      tags: post.tags,
      ...(post.image ? { image: post.image } : {}),
    },
  }
}
