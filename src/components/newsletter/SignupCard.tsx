import NewsletterForm, { NEWSLETTER_LABEL_KEYS } from '../../islands/NewsletterForm'
import type { Messages } from '../../shared/i18n'
import { localizeCompiledHtml } from '../../shared/i18n/compiled-labels'
import { useLocale } from '../locale-context'
import { withLocaleParam } from '../../shared/i18n/locale-paths'
import { pickMessages } from '../../shared/i18n/pick'
import { Island } from '../Island'

/**
 * The newsletter pages' one subscribe form (the footer's is hidden while it is on the page,
 * src/styles/base.css): the `NewsletterForm` island in a card, with how often an issue goes out
 * and a short note (the landing page's compiled markdown) under it.
 */
export function SignupCard({
  t,
  cadence,
  note,
  className = '',
}: {
  t: Messages
  cadence?: string
  /** Compiled markdown shown under the form. */
  note?: string
  className?: string
}) {
  return (
    <div
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900 ${className}`}
      data-newsletter-signup=""
    >
      {/* on focus or click: 'visible' would load React before idle on a page where the form is
          in the first screen (over the 10 KB budget) */}
      <Island
        name="NewsletterForm"
        component={NewsletterForm}
        hydrate="interaction"
        props={{
          endpoint: withLocaleParam('/api/newsletter/subscribe', useLocale()),
          labels: pickMessages(t, NEWSLETTER_LABEL_KEYS),
        }}
      />
      {cadence ? (
        <p
          className="mt-4 flex items-start gap-2 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300"
          data-newsletter-cadence=""
        >
          <span
            className="i-lucide-calendar-clock mt-0.5 size-4 shrink-0 text-green-700 dark:text-green-400"
            aria-hidden="true"
          />
          {cadence}
        </p>
      ) : null}
      {note?.trim() ? (
        <div
          className="prose mt-3 text-xs text-slate-500 dark:text-slate-400"
          dangerouslySetInnerHTML={{ __html: localizeCompiledHtml(note, t, useLocale()) }}
        />
      ) : null}
    </div>
  )
}
