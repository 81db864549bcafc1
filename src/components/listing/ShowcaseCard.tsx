import type { ShowcaseSite } from '../../shared/collection-pages'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { ExternalLink } from '../ui/ExternalLink'
import { CARD, PILL, SHOT } from './card-styles'

/**
 * One showcased site: screenshot, name, host, category and the sentence on what it does; the
 * whole card links to the site.
 */
export function ShowcaseCard({
  site,
  t,
  lazy,
}: {
  site: ShowcaseSite
  t: Messages
  lazy: boolean
}) {
  return (
    <ExternalLink
      href={site.url}
      className={`${CARD} group hover:border-green-500 dark:hover:border-green-500`}
      data-showcase={site.host}
    >
      <img
        src={site.screenshotUrl}
        alt={fillTemplate(t['showcase.screenshot'], { name: site.name })}
        width={640}
        height={400}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className={SHOT}
      />
      <span className="flex flex-1 flex-wrap content-start items-center gap-x-3 gap-y-1 p-4">
        <span className="mr-auto min-w-0">
          <span
            className="block font-semibold text-slate-900 group-hover:text-green-700 dark:text-white dark:group-hover:text-green-400"
            translate="no"
          >
            {site.name}
          </span>
          <span
            className="block truncate text-sm text-slate-500 dark:text-slate-400"
            translate="no"
          >
            {site.host}
          </span>
        </span>
        <span
          className={`${PILL} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}
        >
          {t[`showcase.category.${site.category}`]}
        </span>
        {site.description ? (
          <span
            className="w-full text-sm text-slate-600 dark:text-slate-400"
            data-showcase-description=""
          >
            {site.description}
          </span>
        ) : null}
      </span>
    </ExternalLink>
  )
}
