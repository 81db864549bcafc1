import {
  filterByUrlFilters,
  readUrlFilters,
  urlFiltersHref,
  type FilterState,
} from '../filters/url-filters'

/**
 * The blog list's filter, `?category=` or `?tag=` (one at a time: a category link drops the
 * tag and back), in the terms of the one URL-filter helper (src/shared/filters/url-filters.ts).
 * Consumers: the /blog loader (worker/pages/blog.ts) and the list's links
 * (src/components/blog/BlogFilters.tsx, src/pages/BlogPostPage.tsx), so a filtered list is a
 * plain URL that works without JS.
 */

/** The active filter of `/blog`. */
export type BlogFilter = FilterState<'category' | 'tag'>

/** Writing a link needs only the keys and their order: values are written as they are. */
const BLOG_LINK_KEYS = { category: [], tag: [] }

/** Reads the filter from a URL's query; a value no post has is dropped. */
export function parseBlogFilter(
  params: URLSearchParams,
  known: { categories: readonly string[]; tags: readonly string[] }
): BlogFilter {
  return readUrlFilters(params, { category: known.categories, tag: known.tags })
}

/** The posts that pass the filter. */
export function filterBlogPosts<P extends { category: string; tags: readonly string[] }>(
  posts: readonly P[],
  filter: BlogFilter
): P[] {
  return filterByUrlFilters(posts, filter, {
    category: (category) => (post) => post.category === category,
    tag: (tag) => (post) => post.tags.includes(tag),
  })
}

/** The URL of the list with a filter: `/blog`, `/blog?category=Release`, `/blog?tag=router`. */
export function blogListHref(filter: BlogFilter): string {
  return urlFiltersHref('/blog', filter, BLOG_LINK_KEYS)
}
