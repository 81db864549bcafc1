import { Prose } from '../../components/enterprise/EnterpriseIntro'
import { SectionCard } from '../../components/enterprise/SectionCard'
import { ExternalLink } from '../../components/ui/ExternalLink'
import type { EnterpriseHubPageData } from '../../shared/enterprise/page-data'
import type { Messages } from '../../shared/i18n'
import { isHttpUrl } from '../../shared/content/schemas/url'
import { useLocalePath } from '../../components/locale-context'

const BUTTON = {
  primary:
    'inline-flex items-center gap-2 rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white hover:bg-green-800',
  secondary:
    'inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:border-green-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
}

/**
 * `/enterprise`: the section's hub, like the listing pages: the hero with its buttons, then a
 * card per section (support, agencies, sponsors, jobs), each with a picture and a figure of its
 * own content, then the page's text.
 */
export function EnterpriseHubPage({ data, t }: { data: EnterpriseHubPageData; t: Messages }) {
  const to = useLocalePath()
  return (
    <div data-enterprise-hub="">
      <header className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
        <div
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(34,197,94,0.16),transparent_65%)]"
          style={{ opacity: 'var(--hero-opacity, 1)' }}
          aria-hidden="true"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <p className="text-sm font-semibold uppercase tracking-wide text-green-700 dark:text-green-400">
            {data.title}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            {data.hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">
            {data.hero.description}
          </p>
          {data.links.length ? (
            <div className="mt-6 flex flex-wrap gap-3">
              {data.links.map((link, index) => {
                const className = BUTTON[index === 0 ? 'primary' : 'secondary']
                const content = (
                  <>
                    {link.icon ? (
                      <span className={`${link.icon} size-4`} aria-hidden="true" />
                    ) : null}
                    {link.label}
                  </>
                )
                return isHttpUrl(link.to) ? (
                  <ExternalLink key={link.to} href={link.to} className={className}>
                    {content}
                  </ExternalLink>
                ) : (
                  <a key={link.to} href={to(link.to)} className={className}>
                    {content}
                  </a>
                )
              })}
            </div>
          ) : null}
        </div>
      </header>
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6" aria-label={data.title}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data.cards.map((card) => (
            <li key={card.to}>
              <SectionCard card={card} t={t} />
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <Prose html={data.body} t={t} className="max-w-3xl" />
      </div>
    </div>
  )
}
