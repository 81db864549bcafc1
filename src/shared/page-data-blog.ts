import type { TocLink } from './content/types'
import type { BasePageData } from './page-data-base'

/**
 * PageData of the blog: the list `/blog` and an article `/blog/<slug>` (re-exported by
 * page-data.ts, which holds the union of every route's PageData).
 */

/** A blog post author. */
export interface BlogAuthor {
  name: string
  /** Profile link (https). */
  to?: string
  /** Avatar: a site path or an http(s) URL. */
  avatar?: string
}

/** A blog post as listed and as the head of its article. */
export interface BlogPostSummary {
  path: string
  title: string
  description: string
  /** `YYYY-MM-DD`. */
  date: string
  category: string
  authors: BlogAuthor[]
  tags: string[]
  /** Cover image: a site path or an http(s) URL. */
  image?: string
}

/** The blog list `/blog?category=&tag=`, filtered on the server (links, so no JS is needed). */
export interface BlogListPageData extends BasePageData {
  route: 'blog'
  /** Intro of the list (content/landing/blog.md), compiled HTML. */
  body: string
  /** The active filter (unknown values dropped). */
  filter: { category?: string; tag?: string }
  /** The posts that pass the filter, newest first. */
  posts: BlogPostSummary[]
  /** Every category and tag with its post count (over all posts). */
  categories: { name: string; count: number }[]
  tags: { name: string; count: number }[]
}

/** One blog article `/blog/<slug>`. */
export interface BlogPostPageData extends BasePageData {
  route: 'blog-post'
  body: string
  toc: TocLink[]
  post: BlogPostSummary
  /** Minutes to read, rounded up. */
  readingMinutes: number
  /** The article's absolute URL (share links, copy). */
  url: string
  /** The older and the newer post. */
  prev?: { title: string; path: string }
  next?: { title: string; path: string }
}
