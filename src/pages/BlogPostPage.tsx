import { blogCategoryLabel, blogTagLabel } from '../shared/blog/category-label'
import { AuthorList } from '../components/blog/AuthorList'
import { PostMeta } from '../components/blog/PostMeta'
import { PostPager } from '../components/blog/PostPager'
import { ShareLinks } from '../components/blog/ShareLinks'
import { DocsToc, TocList } from '../components/docs/DocsToc'
import { PageFeedback } from '../components/feedback/PageFeedback'
import { PageActionsMenu } from '../components/page-actions/PageActionsMenu'
import { blogListHref } from '../shared/blog/filter'
import type { Messages } from '../shared/i18n'
import { localizeCompiledHtml } from '../shared/i18n/compiled-labels'
import { useLocale, useLocalePath } from '../components/locale-context'
import type { BlogPostPageData } from '../shared/page-data'

/**
 * `/blog/<slug>`: back link, category · date · reading time, title, page actions, authors, share row, cover,
 * body with its TOC (aside on wide screens, a disclosure above the body on narrow ones), tags,
 * older / newer posts.
 */
export function BlogPostPage({ data, t }: { data: BlogPostPageData; t: Messages }) {
  const to = useLocalePath()
  const { post } = data
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 xl:grid-cols-[1fr_14rem]">
      <article className="min-w-0" data-blog-post={post.path}>
        <a
          href={to('/blog')}
          className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-green-700 dark:text-slate-400 dark:hover:text-green-400"
          data-back-to-blog=""
        >
          <span className="i-lucide-arrow-left size-4" aria-hidden="true" />
          {t['blog.back']}
        </a>
        <header className="mt-6 flex flex-col gap-4">
          <PostMeta
            category={blogCategoryLabel(t, post.category)}
            date={post.date}
            locale={data.locale}
            reading={t['blog.readingTime'].replace('{minutes}', String(data.readingMinutes))}
          />
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
            {post.title}
          </h1>
          <p className="text-lg text-slate-600 dark:text-slate-300">{post.description}</p>
          <PageActionsMenu path={post.path} align="start" t={t} />
          <div className="flex flex-wrap items-center justify-between gap-4">
            <AuthorList authors={post.authors} lazy={false} />
            <ShareLinks url={data.url} title={post.title} t={t} />
          </div>
        </header>
        {post.image ? (
          <img
            src={post.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            className="mt-8 aspect-[40/21] h-auto w-full rounded-lg border border-slate-200 object-cover dark:border-slate-800"
          />
        ) : null}
        {data.toc.length ? (
          <details className="mt-8 rounded-lg border border-slate-200 p-4 text-sm xl:hidden dark:border-slate-800">
            <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
              {t['docs.onThisPage']}
            </summary>
            <TocList links={data.toc} depth={0} />
          </details>
        ) : null}
        <div
          className="prose mt-10"
          dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(data.body, t, useLocale()) }}
        />
        {post.tags.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={t['content.tags']}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <a
                  href={to(blogListHref({ tag }))}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 hover:text-slate-900 dark:bg-slate-800 dark:text-slate-300 dark:hover:text-white"
                >
                  #{blogTagLabel(t, tag)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <PageFeedback path={post.path} locale={data.locale} />
        <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">
          <PostPager prev={data.prev} next={data.next} t={t} />
        </div>
      </article>
      <DocsToc toc={data.toc} title={t['docs.onThisPage']} />
    </div>
  )
}
