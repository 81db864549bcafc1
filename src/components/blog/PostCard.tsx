import { blogCategoryLabel } from '../../shared/blog/category-label'
import type { Messages } from '../../shared/i18n'
import type { BlogPostSummary } from '../../shared/page-data'
import { AuthorList } from './AuthorList'
import { PostMeta } from './PostMeta'
import { useLocalePath } from '../locale-context'

const COVER = { width: 1200, height: 630 }

/**
 * A post in the blog list: cover, category · date, title, description, authors. `wide` is the
 * first post (cover beside the text on large screens, loaded eagerly: it is above the fold).
 * The whole card is a link (stretched over the title's link), author links sit above it.
 */
export function PostCard({
  post,
  locale,
  wide,
  t,
}: {
  post: BlogPostSummary
  locale: string
  wide: boolean
  t: Messages
}) {
  const to = useLocalePath()
  return (
    <li
      className={`relative flex flex-col gap-4 ${wide ? 'sm:col-span-full lg:grid lg:grid-cols-2 lg:items-center lg:gap-10' : ''}`}
      data-post={post.path}
    >
      {post.image ? (
        <img
          src={post.image}
          alt=""
          {...COVER}
          loading={wide ? undefined : 'lazy'}
          fetchPriority={wide ? 'high' : undefined}
          className="aspect-[40/21] h-auto w-full rounded-lg border border-slate-200 object-cover dark:border-slate-800"
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <PostMeta category={blogCategoryLabel(t, post.category)} date={post.date} locale={locale} />
        <h2
          className={`${wide ? 'text-3xl' : 'text-xl'} font-semibold tracking-tight text-slate-900 dark:text-white`}
        >
          <a
            href={to(post.path)}
            className="after:absolute after:inset-0 hover:text-green-700 dark:hover:text-green-400"
          >
            {post.title}
          </a>
        </h2>
        <p className="text-slate-600 dark:text-slate-400">{post.description}</p>
        <AuthorList authors={post.authors} lazy={!wide} />
      </div>
    </li>
  )
}
