import { EnterpriseHeading, Prose } from '../../components/enterprise/EnterpriseIntro'
import { SponsorAvatar, SponsorCard } from '../../components/enterprise/SponsorTiles'
import type { SponsorsPageData } from '../../shared/enterprise/page-data'
import { CARD_TIERS } from '../../shared/enterprise/sponsors'
import type { Messages } from '../../shared/i18n'
import { isHttpUrl } from '../../shared/content/schemas/url'

/** `/enterprise/sponsors`: tiers (cards for the top ones, an avatar wall below), 'Become a sponsor'. */
export function SponsorsPage({ data, t }: { data: SponsorsPageData; t: Messages }) {
  const become = (
    <a
      href={data.becomeUrl}
      {...(isHttpUrl(data.becomeUrl)
        ? { target: '_blank', rel: 'noopener noreferrer', 'data-external': '' }
        : {})}
      className="inline-flex items-center gap-2 rounded-md bg-green-700 px-4 py-2 text-sm font-medium text-white hover:bg-green-800"
      data-become-sponsor=""
    >
      <span className="i-lucide-heart size-4" aria-hidden="true" />
      {t['sponsors.become']}
    </a>
  )
  return (
    <article className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
      <EnterpriseHeading title={data.title} description={data.description} t={t} />
      <div className="mt-6">{become}</div>
      {data.tiers.map(({ tier, sponsors }) => (
        <section key={tier} aria-labelledby={`tier-${tier}`} className="mt-12" data-tier={tier}>
          <h2 id={`tier-${tier}`} className="text-xl font-bold text-slate-900 dark:text-white">
            {t[`sponsors.tier.${tier}`]}
          </h2>
          {CARD_TIERS.includes(tier) ? (
            <ul
              className={`mt-5 grid gap-4 ${tier === 'platinum' ? 'md:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3'}`}
            >
              {sponsors.map((sponsor) => (
                <SponsorCard key={sponsor.name} sponsor={sponsor} large={tier === 'platinum'} />
              ))}
            </ul>
          ) : (
            <ul className="mt-5 flex flex-wrap gap-3">
              {sponsors.map((sponsor) => (
                <SponsorAvatar key={sponsor.name} sponsor={sponsor} tier={tier} />
              ))}
            </ul>
          )}
        </section>
      ))}
      <Prose html={data.body} t={t} className="mt-14 max-w-3xl" />
      <aside className="mt-12 flex flex-col items-start gap-4 rounded-xl border border-green-600/40 bg-green-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:bg-green-950/30">
        <div>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            {t['sponsors.become']}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t['sponsors.becomeDescription']}
          </p>
        </div>
        {become}
      </aside>
    </article>
  )
}
