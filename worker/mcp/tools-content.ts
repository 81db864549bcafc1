import * as z from 'zod'
import { markdownPathOf } from '../../src/shared/routing/markdown'
import { absoluteUrl } from '../../src/shared/seo/site-config'
import { getBlogPost, listBlogPosts } from '../db/queries/blog'
import { getDeployGuide, listDeployProviders } from '../db/queries/hosting'
import { formatPageMarkdown } from '../pages/page-markdown'
import { documentResult, listResult, ToolError } from './answer'
import { toSitePath } from './arguments'
import { ARGS, defineTool } from './tool-spec'

/** Most posts one answer lists. */
const POSTS_MAX = 50

/** A path under `base` from a slug, a path or a URL (`typed-routes`, `/blog/typed-routes`). */
function pathUnder(base: string, given: string): string {
  const path = toSitePath(given)
  return path.startsWith(`${base}/`) ? path : `${base}${path}`
}

/** The blog and hosting tools: published posts and the deploy guides, as lists and Markdown. */
export const CONTENT_TOOLS = [
  defineTool({
    name: 'list_blog_posts',
    title: 'List blog posts',
    description:
      'Published blog posts, newest first: title, date, category, tags, authors, description and links. Filter by category (e.g. "Release", "Tutorial").',
    input: {
      category: z
        .string()
        .max(60)
        .optional()
        .describe('Only posts of this category (case-insensitive).'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(POSTS_MAX)
        .optional()
        .describe(`Posts, 1 to ${POSTS_MAX} (default 20).`),
      offset: ARGS.offset,
    },
    async run({ category, limit, offset }, { db, config }) {
      const posts = await listBlogPosts(db)
      const wanted = category?.trim().toLowerCase()
      const kept = wanted ? posts.filter((post) => post.category.toLowerCase() === wanted) : posts
      if (wanted && !kept.length) {
        const known = [...new Set(posts.map((post) => post.category))].sort()
        throw new ToolError(`No posts in category "${category}"; categories: ${known.join(', ')}.`)
      }
      const items = kept.map((post) => ({
        title: post.title,
        date: post.date,
        category: post.category,
        tags: post.tags,
        authors: post.authors.map((author) => author.name),
        description: post.description,
        slug: post.path.slice('/blog/'.length),
        url: absoluteUrl(config, post.path),
        markdownUrl: absoluteUrl(config, markdownPathOf(post.path)),
      }))
      return listResult({ category: category ?? null }, items, offset ?? 0, limit ?? 20)
    },
  }),
  defineTool({
    name: 'get_blog_post',
    title: 'Read a blog post',
    description:
      'One published blog post as Markdown (the text of its .md URL) with its date, category and authors. Give its slug ("typed-routes"), path or URL.',
    input: { slug: ARGS.slug('The post slug, path or URL.'), offset: ARGS.offset },
    async run({ slug, offset }, { db, config }) {
      const path = pathUnder('/blog', slug)
      const post = await getBlogPost(db, path)
      if (!post) throw new ToolError(`No published post at ${path}. Find one with list_blog_posts.`)
      const meta = {
        title: post.title,
        description: post.description,
        date: post.date,
        category: post.category,
        authors: post.authors.map((author) => author.name),
        url: absoluteUrl(config, post.path),
      }
      return documentResult(meta, formatPageMarkdown(post), offset)
    },
  }),
  defineTool({
    name: 'list_deploy_providers',
    title: 'List hosting providers',
    description:
      "The hosting providers with a deployment guide, featured first: name, category, description and the guide's slug and links. Read a guide with get_deploy_guide.",
    input: {},
    async run(_args, { db, config }) {
      const providers = await listDeployProviders(db)
      const items = providers.map((provider) => ({
        title: provider.title,
        slug: provider.path.slice('/deploy/'.length),
        category: provider.category,
        featured: provider.featured,
        description: provider.description,
        url: absoluteUrl(config, provider.path),
        markdownUrl: absoluteUrl(config, markdownPathOf(provider.path)),
      }))
      return listResult({}, items, 0, items.length || 1)
    },
  }),
  defineTool({
    name: 'get_deploy_guide',
    title: 'Read a deployment guide',
    description:
      'One hosting provider\'s deployment guide as Markdown (the text of its .md URL) with the provider\'s website, build preset and category. Give its slug ("cloudflare"), path or URL.',
    input: { slug: ARGS.slug('The provider slug, path or URL.'), offset: ARGS.offset },
    async run({ slug, offset }, { db, config }) {
      const path = pathUnder('/deploy', slug)
      const guide = await getDeployGuide(db, path)
      if (!guide)
        throw new ToolError(`No deployment guide at ${path}. Find one with list_deploy_providers.`)
      const meta = {
        title: guide.title,
        description: guide.description,
        category: guide.category,
        website: guide.website,
        preset: guide.nitroPreset,
        url: absoluteUrl(config, guide.path),
      }
      return documentResult(meta, formatPageMarkdown(guide), offset)
    },
  }),
]
