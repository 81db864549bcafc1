import type { Messages } from '../shared/i18n'
import type { UnsubscribePageData } from '../shared/page-data'
import { useLocalePath } from '../components/locale-context'

const ICONS = {
  confirm: 'i-lucide-mail-minus text-slate-500 dark:text-slate-400',
  done: 'i-lucide-circle-check text-green-600 dark:text-green-400',
  invalid: 'i-lucide-link-2-off text-red-600 dark:text-red-400',
} as const

/**
 * The newsletter's unsubscribe page: asks before unsubscribing (a plain form, works without
 * JavaScript), then says it is done; a changed link says how to find a good one.
 */
export function UnsubscribePage({ data, t }: { data: UnsubscribePageData; t: Messages }) {
  const to = useLocalePath()
  const text =
    data.state === 'confirm'
      ? t['unsubscribe.question']
      : data.state === 'done'
        ? t['unsubscribe.done']
        : t['unsubscribe.invalid']
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-unsubscribe={data.state}
    >
      <span className={`${ICONS[data.state]} size-12`} aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">{data.title}</h1>
      <p className="mt-3 break-words text-slate-600 dark:text-slate-300" data-unsubscribe-text="">
        {text.replace('{email}', data.email ?? '')}
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
        {data.state === 'confirm' && data.action ? (
          <form method="post" action={to(data.action)} data-unsubscribe-form="" data-no-router="">
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <button
              type="submit"
              className="rounded-md bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
            >
              {t['unsubscribe.button']}
            </button>
          </form>
        ) : null}
        <a
          href={to('/')}
          className="rounded-md border border-slate-200 px-4 py-2 font-medium text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200"
        >
          {t['unsubscribe.home']}
        </a>
      </div>
    </section>
  )
}
