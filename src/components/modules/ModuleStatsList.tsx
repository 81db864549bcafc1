import type { ReactNode } from 'react'
import { formatCompact } from '../../shared/format/compact-number'
import { formatRelativeTime } from '../../shared/format/relative-time'
import type { Locale } from '../../shared/i18n'
import type { Labels } from '../../shared/i18n/pick'
import type { ModuleSummary } from '../../shared/modules/types'

/**
 * The stats' strings: `modules.publishedAt` is `Updated {time}`; `modules.createdAt`
 * (`Created {time}`) is left out on cards, and so is that date.
 */
export type ModuleStatsLabels = Labels<
  'modules.downloads' | 'modules.stars' | 'modules.publishedAt'
> &
  Partial<Labels<'modules.createdAt'>>

type Stats = ModuleSummary['stats']

const COUNTS = [
  { stat: 'downloads', icon: 'i-lucide-download' },
  { stat: 'stars', icon: 'i-lucide-star' },
] as const satisfies { stat: keyof Stats; icon: string }[]

const DATES = [
  { stat: 'publishedAt', icon: 'i-lucide-clock' },
  { stat: 'createdAt', icon: 'i-lucide-calendar' },
] as const satisfies { stat: keyof Stats; icon: string }[]

/** One entry: a screen-reader term and the value behind its icon. */
function Stat(props: {
  stat: keyof Stats
  icon: string
  term: string
  title?: string
  children: ReactNode
}) {
  return (
    <div title={props.title}>
      <dt className="sr-only">{props.term}</dt>
      <dd className="flex items-center gap-1" data-stat={props.stat}>
        <span className={`${props.icon} size-3.5`} aria-hidden="true" />
        {props.children}
      </dd>
    </div>
  )
}

/** Compact downloads and stars, and relative release dates (the shared helpers). */
export function ModuleStatsList({
  stats,
  locale,
  now,
  labels,
}: {
  stats: Stats
  locale: Locale
  now: number
  labels: ModuleStatsLabels
}) {
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
      {COUNTS.map(({ stat, icon }) => {
        const label = labels[`modules.${stat}`]
        return (
          <Stat key={stat} stat={stat} icon={icon} term={label} title={`${label}: ${stats[stat]}`}>
            {formatCompact(stats[stat], locale)}
          </Stat>
        )
      })}
      {DATES.map(({ stat, icon }) => {
        const template = labels[`modules.${stat}`]
        if (!template) return null
        const iso = stats[stat]
        return (
          <Stat key={stat} stat={stat} icon={icon} term={template.replace('{time}', '').trim()}>
            <time dateTime={iso} title={iso.slice(0, 10)}>
              {template.replace('{time}', formatRelativeTime(iso, now, locale))}
            </time>
          </Stat>
        )
      })}
    </dl>
  )
}
