import { formatLongDate } from '../../shared/format/long-date'

/**
 * 'Category · date' (and the reading time on an article) above a post's title; `category` is
 * its label in the page's language (src/shared/blog/category-label.ts).
 */
export function PostMeta({
  category,
  date,
  locale,
  reading,
}: {
  category: string
  date: string
  locale: string
  reading?: string
}) {
  return (
    <p className="text-sm text-slate-500 dark:text-slate-400" data-byline="">
      <span className="font-medium text-green-700 dark:text-green-400">{category}</span>
      {' · '}
      <time dateTime={date}>{formatLongDate(date, locale)}</time>
      {reading ? ` · ${reading}` : ''}
    </p>
  )
}
