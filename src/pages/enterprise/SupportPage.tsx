import { EnterpriseHeading, Prose } from '../../components/enterprise/EnterpriseIntro'
import { PlanCards, PlanComparison } from '../../components/enterprise/PlanComparison'
import { Island } from '../../components/Island'
import ContactForm, { CONTACT_FORM_LABEL_KEYS } from '../../islands/ContactForm'
import type { SupportPageData } from '../../shared/enterprise/page-data'
import type { Messages } from '../../shared/i18n'
import { pickMessages } from '../../shared/i18n/pick'
import { withLocaleParam } from '../../shared/i18n/locale-paths'

/**
 * `/enterprise/support`: the offer first (title, 'Contact us' leading to the form, the plans),
 * then the introduction, the plans' comparison, the FAQ and the contact form.
 */
export function SupportPage({ data, t }: { data: SupportPageData; t: Messages }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <EnterpriseHeading title={data.title} description={data.description} t={t} />
      <a
        href="#contact"
        className="mt-6 inline-flex items-center gap-2 rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white hover:bg-green-800"
        data-contact-us=""
      >
        <span className="i-lucide-mail size-4" aria-hidden="true" />
        {t['support.contactUs']}
      </a>
      {data.plans.length ? <PlanCards plans={data.plans} t={t} /> : null}
      <Prose html={data.body} t={t} className="mt-14 max-w-3xl" />
      {data.plans.length ? (
        <PlanComparison plans={data.plans} features={data.features} t={t} />
      ) : null}
      {data.faq.length ? (
        <section aria-labelledby="faq" className="mt-14">
          <h2 id="faq" className="text-2xl font-bold text-slate-900 dark:text-white">
            {t['enterprise.faq']}
          </h2>
          <div
            className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            data-faq=""
          >
            {data.faq.map((item) => (
              <details key={item.question} className="group px-5 py-4">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium text-slate-900 dark:text-white">
                  {item.question}
                  <span
                    className="i-lucide-chevron-down size-4 shrink-0 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      <section
        id="contact"
        aria-labelledby="contact-title"
        className="mt-14 scroll-mt-24 rounded-xl border border-slate-200 p-6 sm:p-8 dark:border-slate-800"
      >
        <h2 id="contact-title" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t['contact.title']}
        </h2>
        <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">{t['contact.description']}</p>
        <Island
          name="ContactForm"
          component={ContactForm}
          props={{
            endpoint: withLocaleParam('/api/contact', data.locale),
            labels: pickMessages(t, CONTACT_FORM_LABEL_KEYS),
          }}
        />
      </section>
    </article>
  )
}
