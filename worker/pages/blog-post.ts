import { readingMinutes } from '../../src/shared/format/reading-time'
import type { BlogPostPageData } from '../../src/shared/page-data'
import { translationField } from '../db/locale-rows'
import { getBlogPost, listBlogPosts } from '../db/queries/blog'
import { getDraftPost } from '../db/queries/drafts'
import { pageNotFound } from '../errors'
import { definePage, redirect } from './define-page'
import { markdownResponse } from './page-markdown'

/**
 * Route 'blog-post': one published article with its byline, reading time, TOC and the older /
 * newer posts (`<post>.md`: its markdown source); a trailing slash redirects, an unknown slug is the spec's 404, and so is a
 * draft unless the request is in preview mode (then it renders, marked 'Draft').
 */
export const blogPostPage = definePage(
  'blog-post',
  async ({ path, url, db, locale, env, preview }) => {
    // `<post>.md`: the article's markdown source (llms.txt links it)
    if (path.endsWith('.md')) {
      const post = await getBlogPost(db, path.slice(0, -'.md'.length), locale)
      if (!post) throw pageNotFound(path)
      return markdownResponse(post)
    }
    const canonical = path.replace(/\/+$/, '')
    if (canonical !== path) return redirect(`${canonical}${url.search}`, 301)
    const [published, posts] = await Promise.all([
      getBlogPost(db, path, locale),
      listBlogPosts(db, locale),
    ])
    // in preview mode a path with no published post may be a draft (not in the list: no prev/next)
    const draft = !published && preview ? await getDraftPost(db, path) : undefined
    const post = published ?? draft
    if (!post) throw pageNotFound(path)
    const index = posts.findIndex((each) => each.path === path)
    const link = (at: number) => {
      const other = posts[at]
      return other ? { title: other.title, path: other.path } : undefined
    }
    // newest first: the previous (older) post is the next one in the list
    const prev = link(index + 1)
    const next = index > 0 ? link(index - 1) : undefined
    const data: BlogPostPageData = {
      route: 'blog-post',
      path,
      locale,
      title: post.title,
      description: post.description,
      body: post.body,
      toc: post.toc,
      post: {
        path,
        title: post.title,
        description: post.description,
        date: post.date,
        category: post.category,
        authors: post.authors,
        tags: post.tags,
        ...(post.image ? { image: post.image } : {}),
      },
      readingMinutes: readingMinutes(post.body),
      url: new URL(path, env.SITE_URL || url.origin).href,
      ...(prev ? { prev } : {}),
      ...(next ? { next } : {}),
      ...(draft ? { draft: true } : {}),
      ...(published ? translationField(published, locale) : {}),
    }
    return data
  }
)
