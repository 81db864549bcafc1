import type { Messages } from '../../shared/i18n'
import { useLocalePath } from '../locale-context'

type Link = { title: string; path: string }

/** The older and the newer post at the end of an article. */
export function PostPager({ prev, next, t }: { prev?: Link; next?: Link; t: Messages }) {
  const to = useLocalePath()
  if (!prev && !next) return null
  const card =
    'flex flex-col gap-1 rounded-lg border border-slate-200 p-4 hover:border-green-500 dark:border-slate-800'
  return (
    <nav
      aria-label={t['blog.postNavigation']}
      className="grid gap-4 sm:grid-cols-2"
      data-post-pager=""
    >
      {prev ? (
        <a href={to(prev.path)} className={card} rel="prev" data-pager="prev">
          <span className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
            <span className="i-lucide-arrow-left size-4" aria-hidden="true" />
            {t['blog.olderPost']}
          </span>
          <span className="font-medium text-slate-900 dark:text-white">{prev.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a
          href={to(next.path)}
          className={`${card} sm:items-end sm:text-right`}
          rel="next"
          data-pager="next"
        >
          <span className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
            {t['blog.newerPost']}
            <span className="i-lucide-arrow-right size-4" aria-hidden="true" />
          </span>
          <span className="font-medium text-slate-900 dark:text-white">{next.title}</span>
        </a>
      ) : null}
    </nav>
  )
}
