import type { DocsPageData } from '../../shared/page-data'
import { useLocalePath } from '../locale-context'

/** Previous / next page links at the bottom of a docs page. */
export function DocsPager({
  prev,
  next,
  labels,
}: Pick<DocsPageData, 'prev' | 'next'> & { labels: { prev: string; next: string } }) {
  const to = useLocalePath()
  if (!prev && !next) return null
  const box =
    'block rounded-lg border border-slate-200 p-4 hover:border-green-500 dark:border-slate-800'
  return (
    <nav
      className="mt-12 grid gap-4 sm:grid-cols-2"
      aria-label={`${labels.prev} / ${labels.next}`}
      data-pager=""
    >
      {prev ? (
        <a className={box} href={to(prev.path)} rel="prev">
          <span className="block text-xs text-slate-500 dark:text-slate-400">{labels.prev}</span>
          <span className="font-medium text-slate-900 dark:text-white">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className={`${box} text-right`} href={to(next.path)} rel="next">
          <span className="block text-xs text-slate-500 dark:text-slate-400">{labels.next}</span>
          <span className="font-medium text-slate-900 dark:text-white">{next.title}</span>
        </a>
      ) : null}
    </nav>
  )
}
