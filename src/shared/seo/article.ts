import type { PageData } from '../page-data'

/**
 * The byline of a blog article (date, authors, category, tags) for its head tags, undefined for
 * any other page. Consumers: head.ts (og:type article, article:*), json-ld.ts (BlogPosting).
 */
export function articleOf(data: PageData) {
  if (data.route !== 'blog-post') return undefined
  const { date, authors, category, tags } = data.post
  return { date, authors, category, tags }
}
