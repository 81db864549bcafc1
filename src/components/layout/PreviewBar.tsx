import type { Messages } from '../../shared/i18n'
import { formatAdminTime } from '../admin/format'
import { useLocalePath } from '../locale-context'

/**
 * The bar above every page in preview mode (PageData.preview): 'Preview', what it means, until
 * when the link works, and 'Exit preview', a plain form (no script) that leaves preview mode and
 * comes back to this page (worker/preview/middleware.ts). Rendered by the page view, so the
 * document and the client navigation payload both carry it, with the right page to return to.
 */
export function PreviewBar({ t, path, expires }: { t: Messages; path: string; expires: number }) {
  const to = useLocalePath()
  const until = new Date(expires * 1000).toISOString()
  return (
    <section
      data-preview-bar=""
      aria-label={t['preview.bar']}
      className="border-b border-violet-800 bg-violet-700 text-white dark:border-violet-600 dark:bg-violet-900"
    >
      <div className="mx-auto flex max-w-[90rem] flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <span className="flex items-center gap-1.5 font-bold uppercase tracking-wide">
          <span className="i-lucide-eye size-4" aria-hidden="true" />
          {t['preview.bar']}
        </span>
        <span className="hidden text-violet-100 md:inline">{t['preview.notice']}</span>
        <time dateTime={until} data-preview-expires={until} className="text-violet-100">
          {t['preview.expires'].replace('{time}', formatAdminTime(until))}
        </time>
        <form
          method="post"
          action={`/api/_preview/exit?${new URLSearchParams({ to: to(path) })}`}
          className="ml-auto"
        >
          <button
            type="submit"
            data-preview-exit=""
            className="rounded-md bg-white px-3 py-1 font-medium text-violet-800 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-white"
          >
            {t['preview.exit']}
          </button>
        </form>
      </div>
    </section>
  )
}
