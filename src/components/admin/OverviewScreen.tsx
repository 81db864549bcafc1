import {
  SUBSCRIBER_STATES,
  TREND_WEEKS,
  type AdminView,
  type OverviewTrend,
} from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { ActivityList } from './ActivityList'
import { TrendBars } from './TrendBars'
import { useLocalePath } from '../locale-context'

type View = Extract<AdminView, { screen: 'overview' }>

/** The trend of each subscriber state's card. */
const STATE_TRENDS: Record<(typeof SUBSCRIBER_STATES)[number], OverviewTrend> = {
  pending: 'signups',
  confirmed: 'confirmed',
  unsubscribed: 'unsubscribed',
}

/**
 * The admin overview: one card per figure, each with its trend over the last 8 weeks and linking
 * to its screen, then the latest activity of every kind.
 */
export function OverviewScreen({ view, t }: { view: View; t: Messages }) {
  const to = useLocalePath()
  const cards: { label: string; value: string; href: string; trend?: OverviewTrend }[] = [
    {
      label: t['admin.overview.openContacts'],
      value: String(view.openContacts),
      href: '/admin/contact',
      trend: 'contacts',
    },
    ...SUBSCRIBER_STATES.map((state) => ({
      label: `${t['admin.overview.subscribers']} · ${t[`admin.state.${state}`]}`,
      value: String(view.subscribers[state]),
      href: '/admin/newsletter',
      trend: STATE_TRENDS[state],
    })),
    {
      label: t['admin.overview.outbox'],
      value: String(view.outbox),
      href: '/admin/newsletter',
      trend: 'outbox',
    },
    {
      label: t['admin.overview.feedback'],
      value: String(view.feedbackVotes),
      href: '/admin/feedback',
      trend: 'feedback',
    },
    { label: t['admin.overview.build'], value: view.buildId, href: '/admin/builds' },
  ]
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ul className="grid grid-cols-2 content-start gap-3 sm:gap-4 xl:grid-cols-3">
        {cards.map((card) => (
          <li key={card.label}>
            <a
              href={to(card.href)}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3 hover:border-green-600 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="block text-sm text-slate-500 dark:text-slate-400">{card.label}</span>
              <span
                className="mt-1 block break-all font-mono text-2xl font-semibold"
                data-figure=""
              >
                {card.value}
              </span>
              {card.trend ? (
                <span className="mt-auto block pt-3">
                  <TrendBars
                    name={card.trend}
                    weeks={view.trends[card.trend]}
                    label={fillTemplate(t['admin.overview.trend'], {
                      weeks: TREND_WEEKS,
                      values: view.trends[card.trend].join(', '),
                    })}
                  />
                  <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
                    {fillTemplate(t['admin.overview.trendCaption'], {
                      weeks: TREND_WEEKS,
                      count: view.trends[card.trend].reduce((sum, n) => sum + n, 0),
                    })}
                  </span>
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      <ActivityList items={view.activity} t={t} />
    </div>
  )
}
