import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import type { Messages, MessageKey } from '../../shared/i18n'
import type { HomePageData } from '../../shared/page-data'
import { HomeSection } from './HomeSection'

/** The sponsors (manualSponsors collection), highest tier first: logo linking to their site. */
export function HomeSponsors({
  section,
  sponsors,
  t,
}: {
  section: HomeFrontmatter['sponsors']
  sponsors: HomePageData['sponsors']
  t: Messages
}) {
  return (
    <HomeSection name="sponsors" section={section} center>
      <ul className="mt-10 flex flex-wrap items-center justify-center gap-4">
        {sponsors.map((sponsor) => (
          <li key={sponsor.url}>
            <a
              href={sponsor.url}
              target="_blank"
              rel="noopener noreferrer"
              data-external=""
              className="flex flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white px-5 py-3 hover:border-green-500 dark:border-slate-800 dark:bg-slate-100"
              title={t[`home.tier.${sponsor.tier}` as MessageKey] ?? sponsor.tier}
            >
              <img
                src={sponsor.logo}
                alt={sponsor.name}
                height={40}
                width={200}
                loading="lazy"
                className="h-8 w-auto"
              />
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
