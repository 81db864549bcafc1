import { BlogFilters } from '../components/blog/BlogFilters'
import { PostCard } from '../components/blog/PostCard'
import { PageTitle } from '../components/layout/PageTitle'
import type { Messages } from '../shared/i18n'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../components/locale-context'
import type { BlogListPageData } from '../shared/page-data'

/** `/blog`: title and intro, category and tag filters (links), the first post wide, then a grid. */
export function BlogListPage({ data, t }: { data: BlogListPageData; t: Messages }) {
  const to = useLocalePath()
  const filtered = Boolean(data.filter.category || data.filter.tag)
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <PageTitle title={data.title} description={data.description} size="content" />
      <div
        className="prose mt-4 max-w-3xl"
        dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
      />
      <div className="mt-8">
        <BlogFilters filter={data.filter} categories={data.categories} tags={data.tags} t={t} />
      </div>
      <p className="mt-6 text-sm text-slate-500 dark:text-slate-400" data-blog-count="">
        {data.posts.length
          ? t['blog.showing'].replace('{count}', String(data.posts.length))
          : t['blog.empty']}
        {filtered ? (
          <>
            {' · '}
            <a href={to('/blog')} className="text-green-700 hover:underline dark:text-green-400">
              {t['blog.clearFilter']}
            </a>
          </>
        ) : null}
      </p>
      <ul
        className="mt-6 grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
        data-entries=""
        aria-label={t['content.blogPosts']}
      >
        {data.posts.map((post, index) => (
          <PostCard key={post.path} post={post} locale={data.locale} wide={index === 0} t={t} />
        ))}
      </ul>
    </div>
  )
}
