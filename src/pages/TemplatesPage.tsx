import { FacetFilter } from '../components/listing/FacetFilter'
import { ListingEmpty } from '../components/listing/ListingEmpty'
import { ListingHero } from '../components/listing/ListingHero'
import { TemplateCard } from '../components/listing/TemplateCard'
import { EAGER_IMAGES } from '../components/listing/card-styles'
import type { Messages } from '../shared/i18n'
import { TEMPLATE_FILTER } from '../shared/listing/facets'
import type { TemplatesPageData } from '../shared/page-data'

/** /templates: hero, the badge filter (links in the URL), featured templates first, then the rest. */
export function TemplatesPage({ data, t }: { data: TemplatesPageData; t: Messages }) {
  return (
    <div data-listing="templates">
      <ListingHero title={data.title} intro={data} t={t}>
        <FacetFilter
          options={data.filter}
          label={t['templates.filter']}
          allLabel={t['listing.all']}
          labelOf={(badge) => t[`badge.${badge}`]}
          param={'badge' satisfies keyof typeof TEMPLATE_FILTER}
        />
      </ListingHero>
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6" aria-labelledby="template-list">
        <h2 id="template-list" className="sr-only">
          {t['templates.list']}
        </h2>
        {data.templates.length ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-template-list="">
            {data.templates.map((template, index) => (
              <li key={template.slug}>
                <TemplateCard template={template} t={t} lazy={index >= EAGER_IMAGES} />
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
