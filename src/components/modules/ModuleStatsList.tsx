import { formatCompact } from '../../shared/format/compact-number'
import { formatRelativeTime } from '../../shared/format/relative-time'
import type { Locale } from '../../shared/i18n'
import type { ModuleSummary } from '../../shared/modules/types'

export interface ModuleStatsLabels {
  downloads: string
  stars: string
  /** `Updated {time}`. */
  publishedAt: string
  /** `Created {time}`; omitted on cards. */
  createdAt?: string
}

/** Compact downloads and stars, and relative release dates (the shared helpers). */
export function ModuleStatsList({
  stats,
  locale,
  now,
  labels,
}: {
  stats: ModuleSummary['stats']
  locale: Locale
  now: number
  labels: ModuleStatsLabels
}) {
  const date = (iso: string, template: string) => (
    <time dateTime={iso} title={iso.slice(0, 10)}>
      {template.replace('{time}', formatRelativeTime(iso, now, locale))}
    </time>
  )
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
      <div title={`${labels.downloads}: ${stats.downloads}`}>
        <dt className="sr-only">{labels.downloads}</dt>
        <dd className="flex items-center gap-1" data-stat="downloads">
          <span className="i-lucide-download size-3.5" aria-hidden="true" />
          {formatCompact(stats.downloads, locale)}
        </dd>
      </div>
      <div title={`${labels.stars}: ${stats.stars}`}>
        <dt className="sr-only">{labels.stars}</dt>
        <dd className="flex items-center gap-1" data-stat="stars">
          <span className="i-lucide-star size-3.5" aria-hidden="true" />
          {formatCompact(stats.stars, locale)}
        </dd>
      </div>
      <div>
        <dt className="sr-only">{labels.publishedAt.replace('{time}', '').trim()}</dt>
        <dd className="flex items-center gap-1" data-stat="publishedAt">
          <span className="i-lucide-clock size-3.5" aria-hidden="true" />
          {date(stats.publishedAt, labels.publishedAt)}
        </dd>
      </div>
      {labels.createdAt ? (
        <div>
          <dt className="sr-only">{labels.createdAt.replace('{time}', '').trim()}</dt>
          <dd className="flex items-center gap-1" data-stat="createdAt">
            <span className="i-lucide-calendar size-3.5" aria-hidden="true" />
            {date(stats.createdAt, labels.createdAt)}
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
