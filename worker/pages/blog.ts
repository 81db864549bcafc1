import { filterBlogPosts, parseBlogFilter } from '../../src/shared/blog/filter'
import { countValues } from '../../src/shared/count-values'
import type { BlogListPageData } from '../../src/shared/page-data'
import { listBlogPosts } from '../db/queries/blog'
import { translationField } from '../db/locale-rows'
import { getPageByPath } from '../db/queries/content'
import { pageNotFound } from '../errors'
import { definePage, redirect } from './define-page'

/**
 * Route 'blog': the list at `/blog` (intro from content/landing/blog.md), filtered by
 * `?category=` or `?tag=` on the server, so a filtered list is a link that works without JS;
 * `/blog/` redirects to `/blog` with its query.
 */
export const blogPage = definePage('blog', async ({ path, url, db, locale }) => {
  if (path !== '/blog') return redirect(`/blog${url.search}`, 301)
  const [page, all] = await Promise.all([
    getPageByPath(db, 'landing', '/blog', locale),
    listBlogPosts(db, locale),
  ])
  if (!page) throw pageNotFound(path)
  const categories = countValues(all.map((post) => post.category))
  const tags = countValues(all.flatMap((post) => post.tags))
  const filter = parseBlogFilter(url.searchParams, {
    categories: categories.map((c) => c.name),
    tags: tags.map((t) => t.name),
  })
  const data: BlogListPageData = {
    route: 'blog',
    path,
    locale,
    title: page.title,
    description: page.description,
    body: page.body,
    filter,
    posts: filterBlogPosts(all, filter),
    categories,
    tags,
    ...translationField(page, locale),
  }
  return data
})
