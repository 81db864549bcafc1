import {
  SUBSCRIBER_STATES,
  type AdminView,
  type OutboxRow,
  type SubscriberRow,
} from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { AdminTable } from './AdminTable'
import { formatAdminTime, TABLE } from './format'
import { useLocalePath } from '../locale-context'

type View = Extract<AdminView, { screen: 'newsletter' }>

/** Newsletter subscribers: counts by state, search, CSV export, and the outbox. */
export function NewsletterScreen({ view, t }: { view: View; t: Messages }) {
  const to = useLocalePath()
  const exportHref = `/api/admin/newsletter.csv${view.q ? `?q=${encodeURIComponent(view.q)}` : ''}`
  return (
    <>
      <ul className="mb-6 grid gap-3 sm:grid-cols-3">
        {SUBSCRIBER_STATES.map((state) => (
          <li
            key={state}
            className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="block text-sm text-slate-500 dark:text-slate-400">
              {t[`admin.state.${state}`]}
            </span>
            <span className="font-mono text-xl font-semibold" data-count={state}>
              {view.counts[state]}
            </span>
          </li>
        ))}
      </ul>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-300" data-mail-cap="">
        {fillTemplate(t['admin.newsletter.mailsHour'], {
          count: view.mails.lastHour,
          cap: view.mails.perHour,
        })}
        {view.mails.capUntil !== null && (
          <strong className="ms-1 font-semibold text-red-700 dark:text-red-400" data-cap-reached="">
            {fillTemplate(t['admin.newsletter.capReached'], {
              time: formatAdminTime(view.mails.capUntil),
            })}
          </strong>
        )}
      </p>
      <form method="get" action={to('/admin/newsletter')} className="mb-4 flex flex-wrap gap-2">
        <label className="sr-only" htmlFor="subscriber-search">
          {t['admin.newsletter.search']}
        </label>
        <input
          id="subscriber-search"
          name="q"
          type="search"
          defaultValue={view.q}
          placeholder={t['admin.newsletter.search']}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button type="submit" className={TABLE.button}>
          {t['admin.newsletter.searchButton']}
        </button>
        <a href={exportHref} download="" data-export="newsletter" className={TABLE.link}>
          {t['admin.newsletter.export']}
        </a>
      </form>
      <AdminTable<SubscriberRow>
        rows={view.subscribers}
        rowKey={(row) => row.email}
        rowProps={() => ({ 'data-subscriber': '' })}
        empty={t['admin.newsletter.empty']}
        columns={[
          {
            label: t['admin.newsletter.email'],
            className: 'whitespace-nowrap',
            cell: (row) => row.email,
          },
          { label: t['admin.newsletter.status'], cell: (row) => t[`admin.state.${row.status}`] },
          { label: t['admin.newsletter.mail'], cell: (row) => row.mailStatus ?? '' },
          {
            label: t['admin.newsletter.subscribed'],
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminTime(row.createdAt),
          },
        ]}
      />
      <h2 className="mb-3 mt-10 text-lg font-semibold">{t['admin.newsletter.outbox']}</h2>
      <AdminTable<OutboxRow>
        rows={view.outbox}
        rowKey={(mail) => mail.id}
        empty={t['admin.newsletter.outboxEmpty']}
        columns={[
          {
            label: t['admin.newsletter.to'],
            className: 'whitespace-nowrap',
            cell: (mail) => mail.to,
          },
          { label: t['admin.newsletter.subject'], cell: (mail) => mail.subject },
          {
            label: t['admin.contact.received'],
            className: 'whitespace-nowrap',
            cell: (mail) => formatAdminTime(mail.createdAt),
          },
        ]}
      />
    </>
  )
}
