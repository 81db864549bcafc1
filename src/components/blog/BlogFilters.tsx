import { blogCategoryLabel, blogTagLabel } from '../../shared/blog/category-label'
import { blogListHref, type BlogFilter } from '../../shared/blog/filter'
import type { Messages } from '../../shared/i18n'
import { useLocalePath } from '../locale-context'

const pill = (active: boolean) =>
  `inline-block rounded-full border px-3 py-1 text-sm ${active ? 'border-green-600 bg-green-50 font-medium text-green-800 dark:border-green-500 dark:bg-green-950 dark:text-green-200' : 'border-slate-200 text-slate-600 hover:border-slate-400 dark:border-slate-700 dark:text-slate-300'}`

/**
 * The blog list's filters as plain links (`/blog?category=…`, `/blog?tag=…`): they work
 * without JS, and with the client router they are pushed history entries, so reload and
 * back/forward keep the filter.
 */
export function BlogFilters({
  filter,
  categories,
  tags,
  t,
}: {
  filter: BlogFilter
  categories: { name: string; count: number }[]
  tags: { name: string; count: number }[]
  t: Messages
}) {
  const to = useLocalePath()
  const none = !filter.category && !filter.tag
  return (
    <div className="flex flex-col gap-3" data-blog-filters="">
      <nav aria-label={t['blog.categories']}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a href={to('/blog')} className={pill(none)} aria-current={none ? 'page' : undefined}>
              {t['blog.all']}
            </a>
          </li>
          {categories.map(({ name, count }) => (
            <li key={name}>
              <a
                href={to(blogListHref({ category: name }))}
                className={pill(filter.category === name)}
                aria-current={filter.category === name ? 'page' : undefined}
                data-blog-category={name}
              >
                {blogCategoryLabel(t, name)} <span className="text-slate-400">{count}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label={t['blog.filterTags']}>
        <ul className="flex flex-wrap gap-1.5 text-xs">
          {tags.map(({ name }) => (
            <li key={name}>
              <a
                href={to(blogListHref({ tag: name }))}
                className={`rounded px-2 py-0.5 ${filter.tag === name ? 'bg-slate-900 text-white dark:bg-white dark:text-slate-900' : 'bg-slate-100 text-slate-600 hover:text-slate-900 dark:bg-slate-800 dark:text-slate-300 dark:hover:text-white'}`}
                aria-current={filter.tag === name ? 'page' : undefined}
                data-blog-tag={name}
              >
                #{blogTagLabel(t, name)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
