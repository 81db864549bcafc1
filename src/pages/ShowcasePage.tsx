import { FacetFilter } from '../components/listing/FacetFilter'
import { ListingEmpty } from '../components/listing/ListingEmpty'
import { ListingHero } from '../components/listing/ListingHero'
import { ShowcaseCard } from '../components/listing/ShowcaseCard'
import { EAGER_IMAGES } from '../components/listing/card-styles'
import type { Messages } from '../shared/i18n'
import { SHOWCASE_FILTER } from '../shared/listing/facets'
import type { ShowcasePageData } from '../shared/page-data'

/** /showcase: hero, the category filter (links in the URL) and the grid of sites. */
export function ShowcasePage({ data, t }: { data: ShowcasePageData; t: Messages }) {
  return (
    <div data-listing="showcase">
      <ListingHero title={data.title} intro={data} t={t}>
        <FacetFilter
          options={data.filter}
          label={t['showcase.filter']}
          allLabel={t['listing.all']}
          labelOf={(category) => t[`showcase.category.${category}`]}
          param={'category' satisfies keyof typeof SHOWCASE_FILTER}
        />
      </ListingHero>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="showcase-list">
        <h2 id="showcase-list" className="sr-only">
          {t['showcase.list']}
        </h2>
        {data.sites.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-showcase-list="">
            {data.sites.map((site, index) => (
              <li key={site.url}>
                <ShowcaseCard site={site} t={t} lazy={index >= EAGER_IMAGES} />
              </li>
            ))}
          </ul>
        ) : (
          <ListingEmpty path={data.path} t={t} />
        )}
      </section>
    </div>
  )
}
