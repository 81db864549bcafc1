import { SUBSCRIBER_STATES, type AdminView } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'

type View = Extract<AdminView, { screen: 'overview' }>

/** The admin overview: one card per figure, each linking to its screen. */
export function OverviewScreen({ view, t }: { view: View; t: Messages }) {
  const cards = [
    {
      label: t['admin.overview.openContacts'],
      value: String(view.openContacts),
      href: '/admin/contact',
    },
    ...SUBSCRIBER_STATES.map((state) => ({
      label: `${t['admin.overview.subscribers']} · ${t[`admin.state.${state}`]}`,
      value: String(view.subscribers[state]),
      href: '/admin/newsletter',
    })),
    { label: t['admin.overview.outbox'], value: String(view.outbox), href: '/admin/newsletter' },
    { label: t['admin.overview.build'], value: view.buildId, href: '/admin/builds' },
  ]
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.label}>
          <a
            href={card.href}
            className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-green-600 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="block text-sm text-slate-500 dark:text-slate-400">{card.label}</span>
            <span className="mt-1 block font-mono text-2xl font-semibold" data-figure="">
              {card.value}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}
