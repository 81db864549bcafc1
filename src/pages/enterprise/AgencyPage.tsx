import { Logo, Tags } from '../../components/enterprise/AgencyCard'
import { EnterpriseHeading, Prose } from '../../components/enterprise/EnterpriseIntro'
import { ExternalLink } from '../../components/ui/ExternalLink'
import type { AgencyDetail, AgencyPageData } from '../../shared/enterprise/page-data'
import type { Messages } from '../../shared/i18n'

const SOCIAL_ICONS: Record<AgencyDetail['socials'][number]['name'], string> = {
  GitHub: 'i-simple-icons-github',
  X: 'i-simple-icons-x',
  LinkedIn: 'i-simple-icons-linkedin',
}

const LINK = 'inline-flex items-center gap-1.5 text-green-700 hover:underline dark:text-green-400'

/** A titled block of the agency's facts column. */
function Fact({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      {children}
    </div>
  )
}

/** `/enterprise/agencies/<slug>`: the agency's description, services, regions, contact, profiles. */
export function AgencyPage({ data, t }: { data: AgencyPageData; t: Messages }) {
  const { agency } = data
  return (
    <article className="mx-auto max-w-5xl px-4 py-16 sm:px-6" data-agency-page="">
      <EnterpriseHeading
        title={agency.title}
        description={agency.description}
        t={t}
        back={{ href: '/enterprise/agencies', label: t['agencies.back'] }}
        logo={<Logo src={agency.logo} name={agency.title} size="size-16 sm:size-20" />}
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
        <Prose html={data.body} t={t} />
        <aside className="flex flex-col gap-6 rounded-lg border border-slate-200 p-5 text-sm dark:border-slate-800">
          <Fact title={t['agencies.location']}>
            <p className="flex items-center gap-1.5 text-slate-700 dark:text-slate-300">
              <span className="i-lucide-map-pin size-4" aria-hidden="true" />
              {agency.location}
            </p>
          </Fact>
          <Fact title={t['agencies.services']}>
            <Tags items={agency.services} label={t['agencies.services']} />
          </Fact>
          <Fact title={t['agencies.regions']}>
            <Tags items={agency.regions} label={t['agencies.regions']} />
          </Fact>
          <Fact title={t['agencies.contact']}>
            <ul className="flex flex-col gap-2">
              {agency.website ? (
                <li>
                  <ExternalLink href={agency.website} className={LINK}>
                    <span className="i-lucide-globe size-4" aria-hidden="true" />
                    {t['agencies.website']}
                  </ExternalLink>
                </li>
              ) : null}
              <li>
                <a href={`mailto:${agency.contact}`} className={LINK} data-external="">
                  <span className="i-lucide-mail size-4" aria-hidden="true" />
                  {agency.contact}
                </a>
              </li>
            </ul>
          </Fact>
          {agency.socials.length ? (
            <Fact title={t['agencies.socials']}>
              <ul className="flex gap-3">
                {agency.socials.map((social) => (
                  <li key={social.name}>
                    <ExternalLink href={social.url} aria-label={`${agency.title} · ${social.name}`}>
                      <span className={`${SOCIAL_ICONS[social.name]} size-5`} aria-hidden="true" />
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </Fact>
          ) : null}
        </aside>
      </div>
    </article>
  )
}
