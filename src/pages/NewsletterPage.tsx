import { Island } from '../components/Island'
import { ListingHero } from '../components/listing/ListingHero'
import NewsletterForm, { NEWSLETTER_LABEL_KEYS } from '../islands/NewsletterForm'
import type { Messages } from '../shared/i18n'
import { pickMessages } from '../shared/i18n/pick'
import type { NewsletterPageData } from '../shared/page-data'

const formatDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))

/** /newsletter: the pitch (landing page), the subscribe form, and the latest issues if any. */
export function NewsletterPage({ data, t }: { data: NewsletterPageData; t: Messages }) {
  return (
    <div data-listing="newsletter">
      <ListingHero title={data.title} intro={data} t={t}>
        <div
          className="mt-8 max-w-md rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          data-newsletter-signup=""
        >
          {/* above the fold: 'visible' would load React before idle (over the 10 KB budget) */}
          <Island
            name="NewsletterForm"
            component={NewsletterForm}
            hydrate="interaction"
            props={{
              endpoint: '/api/newsletter/subscribe',
              labels: pickMessages(t, NEWSLETTER_LABEL_KEYS),
            }}
          />
        </div>
      </ListingHero>
      {data.issues.length ? (
        <section
          className="mx-auto max-w-7xl px-4 py-12 sm:px-6"
          aria-labelledby="latest-issues"
          data-newsletter-issues=""
        >
          <h2
            id="latest-issues"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
          >
            {t['newsletter.latest']}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.issues.map((issue) => (
              <li key={issue.path}>
                <a
                  href={issue.path}
                  className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 p-5 hover:border-green-500 dark:border-slate-800"
                >
                  {issue.date ? (
                    <time
                      dateTime={issue.date}
                      className="text-xs text-slate-500 dark:text-slate-400"
                    >
                      {formatDate(issue.date, data.locale)}
                    </time>
                  ) : null}
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {issue.title}
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {issue.description}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
