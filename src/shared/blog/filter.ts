/**
 * The blog list's filter, `?category=` or `?tag=` (one at a time: a category link drops the
 * tag and back). Consumers: the /blog loader (worker/pages/blog.ts) and the list's links
 * (src/pages/BlogListPage.tsx), so a filtered list is a plain URL that works without JS.
 */

/** The active filter of `/blog`. */
export interface BlogFilter {
  category?: string
  tag?: string
}

/** Reads the filter from a URL's query; a value no post has is dropped. */
export function parseBlogFilter(
  params: URLSearchParams,
  known: { categories: readonly string[]; tags: readonly string[] }
): BlogFilter {
  const category = params.get('category') ?? ''
  const tag = params.get('tag') ?? ''
  return {
    ...(known.categories.includes(category) ? { category } : {}),
    ...(known.tags.includes(tag) ? { tag } : {}),
  }
}

/** The posts that pass the filter. */
export function filterBlogPosts<P extends { category: string; tags: readonly string[] }>(
  posts: readonly P[],
  filter: BlogFilter
): P[] {
  return posts.filter(
    (post) =>
      (!filter.category || post.category === filter.category) &&
      (!filter.tag || post.tags.includes(filter.tag))
  )
}

/** The URL of the list with a filter: `/blog`, `/blog?category=Release`, `/blog?tag=router`. */
export function blogListHref(filter: BlogFilter): string {
  const params = new URLSearchParams()
  if (filter.category) params.set('category', filter.category)
  if (filter.tag) params.set('tag', filter.tag)
  const text = params.toString()
  return text ? `/blog?${text}` : '/blog'
}
