import { IssueCard } from '../components/newsletter/IssueCard'
import { SignupCard } from '../components/newsletter/SignupCard'
import type { Messages } from '../shared/i18n'
import type { NewsletterPageData } from '../shared/page-data'

/**
 * /newsletter: the pitch (what a subscriber gets, how often) beside the one subscribe form, then
 * the latest issues, each its own page. On a phone the form follows the heading.
 */
export function NewsletterPage({ data, t }: { data: NewsletterPageData; t: Messages }) {
  return (
    <div data-listing="newsletter">
      <header className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(34,197,94,0.16),transparent_65%)]"
          style={{ opacity: 'var(--hero-opacity, 1)' }}
          aria-hidden="true"
        />
        <div className="relative mx-auto grid max-w-7xl gap-x-16 gap-y-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-green-700 dark:text-green-400">
              {data.title}
            </p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
              {data.hero.title}
            </h1>
            <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
              {data.hero.description}
            </p>
          </div>
          <SignupCard
            t={t}
            cadence={data.cadence}
            note={data.body}
            className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1"
          />
          {data.perks.length ? (
            <section aria-labelledby="newsletter-perks" className="lg:col-start-1">
              <h2
                id="newsletter-perks"
                className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400"
              >
                {t['newsletter.whatYouGet']}
              </h2>
              <ul className="mt-5 grid gap-6 sm:grid-cols-2" data-newsletter-perks="">
                {data.perks.map((perk) => (
                  <li key={perk.title} className="flex gap-4">
                    <span
                      className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300"
                      aria-hidden="true"
                    >
                      <span className={`${perk.icon ?? 'i-lucide-check'} size-5`} />
                    </span>
                    <span>
                      <span className="block font-semibold text-slate-900 dark:text-white">
                        {perk.title}
                      </span>
                      <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                        {perk.description}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </header>
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
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {data.issues.map((issue) => (
              <li key={issue.path}>
                <IssueCard issue={issue} locale={data.locale} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
