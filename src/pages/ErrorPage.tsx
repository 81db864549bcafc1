import type { ErrorPageData } from '../shared/page-data'
import type { MessageKey, Messages } from '../shared/i18n'
import { useLocalePath } from '../components/locale-context'

/**
 * The error page (spec 2): title ('Page not found' for a 404, the status message otherwise),
 * description, status code and message, 'Back to home', and the
 * search palette (limit 42): the layout mounts the palette island on every page, and the
 * 'Search the site' button here opens it.
 */
export function ErrorPage({ data, t }: { data: ErrorPageData; t: Messages }) {
  const to = useLocalePath()
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-green-700 dark:text-green-400" data-status-code="">
        {data.statusCode}
      </p>
      <p
        className="mt-2 text-sm uppercase tracking-wide text-slate-500 dark:text-slate-400"
        data-status-message=""
      >
        {t[`status.${data.statusCode}` as MessageKey] ?? data.statusMessage}
      </p>
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">{data.title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">
        {data.statusCode === 404
          ? t['error.description']
          : data.statusCode === 410
            ? t['error.goneDescription']
            : t['error.failedDescription']}
      </p>
      {data.message && data.message !== data.statusMessage ? (
        <p
          className="mt-3 font-mono text-sm text-slate-500 dark:text-slate-400"
          data-error-message=""
        >
          {data.message}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        <a
          href={to('/')}
          className="rounded-md bg-green-700 px-4 py-2 font-medium text-white hover:bg-green-800"
          data-back-home=""
        >
          {t['error.backHome']}
        </a>
        <button
          type="button"
          data-search-open=""
          aria-keyshortcuts="Meta+K"
          className="inline-flex items-center gap-2 rounded-md border border-slate-200 px-4 py-2 font-medium text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200"
          data-error-search=""
        >
          <span className="i-lucide-search size-4" aria-hidden="true" />
          {t['search.dialog']}
        </button>
      </div>
    </section>
  )
}
