import type { Locale, MessageKey } from '../../src/shared/i18n'
import type { ContentEntry, ContentPageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { getBlogPost, listBlogPosts } from '../db/queries/blog'
import { getPageByPath } from '../db/queries/content'
import { listHostingProviders } from '../db/queries/hosting'
import { pageNotFound } from '../errors'
import { isPathUnder } from '../../src/shared/routing/path'
import { definePage } from './define-page'
import { markdownResponse } from './page-markdown'

/** The one collection that can hold a path (so a request costs one lookup, a 404 too). */
function collectionFor(path: string): 'index' | 'support' | 'deploy' | 'blog' | 'landing' {
  if (path === '/') return 'index'
  const under = (base: string) => isPathUnder(path, base)
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

/** Route 'content': a markdown page of the collection the path can belong to, else the spec's 404. */
export const contentPage = definePage('content', async ({ path: requested, db, locale }) => {
  const path = requested === '/' ? '/' : requested.replace(/\/+$/, '')
  // `<page>.md`: the markdown source of a blog post or any other content page (AI readers)
  if (path.endsWith('.md') && path.length > '/.md'.length) {
    const source = path.slice(0, -'.md'.length)
    const collection = collectionFor(source)
    const row =
      collection === 'blog'
        ? await getBlogPost(db, source)
        : await getPageByPath(db, collection, source)
    if (!row) throw pageNotFound(requested)
    return markdownResponse(row)
  }
  const data = await loadContentPage(db, path, locale)
  if (!data) throw pageNotFound(requested)
  return data
})

/** Loads a markdown page (home, landing, support, hosting, blog article), or undefined. */
async function loadContentPage(
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
