import { HomeCode } from '../components/home/HomeCode'
import { HomeContributors } from '../components/home/HomeContributors'
import { HomeDeploy } from '../components/home/HomeDeploy'
import { HomeEnterprise } from '../components/home/HomeEnterprise'
import { HomeHero } from '../components/home/HomeHero'
import { HomeLogos } from '../components/home/HomeLogos'
import { HomeModules } from '../components/home/HomeModules'
import { HomeShowcase } from '../components/home/HomeShowcase'
import { HomeSponsors } from '../components/home/HomeSponsors'
import { HomeStats } from '../components/home/HomeStats'
import { HomeTestimonial } from '../components/home/HomeTestimonial'
import { ItemGrid } from '../components/home/ItemGrid'
import type { Messages } from '../shared/i18n'
import type { HomePageData } from '../shared/page-data'

/**
 * `/`: every section in order, its words from content/home/index.md, its figures and lists
 * from D1. Only the install copy button is an island; the code tabs run on the boot script.
 */
export function HomePage({ data, t }: { data: HomePageData; t: Messages }) {
  const { home } = data
  return (
    <div data-home-page="">
      <HomeHero hero={home.hero} t={t} />
      <HomeLogos logos={home.logos} />
      <HomeCode code={home.code} body={data.body} t={t} />
      <ItemGrid grid={home.features} id="home-features" columns={3} />
      <HomeTestimonial testimonial={home.testimonial} />
      <HomeStats section={home.stats} stats={data.stats} locale={data.locale} />
      <HomeModules section={home.modules} modules={data.modules} t={t} />
      <ItemGrid grid={home.foundation} id="home-foundation" columns={4} />
      <HomeDeploy section={home.deploy} providers={data.providers} />
      <HomeEnterprise section={home.enterprise} />
      <HomeContributors section={home.contributors} team={data.team} />
      <HomeShowcase section={home.showcase} sites={data.showcase} t={t} />
      <HomeSponsors section={home.sponsors} sponsors={data.sponsors} t={t} />
    </div>
  )
}
