import { SUBSCRIBER_STATES, type AdminView } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { formatAdminTime, TABLE } from './format'

type View = Extract<AdminView, { screen: 'newsletter' }>

/** Newsletter subscribers: counts by state, search, CSV export, and the outbox. */
export function NewsletterScreen({ view, t }: { view: View; t: Messages }) {
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
      <form method="get" action="/admin/newsletter" className="mb-4 flex flex-wrap gap-2">
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
      {view.subscribers.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">{t['admin.newsletter.empty']}</p>
      ) : (
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <thead className={TABLE.head}>
              <tr>
                <th className={TABLE.cell}>{t['admin.newsletter.email']}</th>
                <th className={TABLE.cell}>{t['admin.newsletter.status']}</th>
                <th className={TABLE.cell}>{t['admin.newsletter.mail']}</th>
                <th className={TABLE.cell}>{t['admin.newsletter.subscribed']}</th>
              </tr>
            </thead>
            <tbody>
              {view.subscribers.map((row) => (
                <tr key={row.email} className={TABLE.row} data-subscriber="">
                  <td className={`${TABLE.cell} whitespace-nowrap`}>{row.email}</td>
                  <td className={TABLE.cell}>{t[`admin.state.${row.status}`]}</td>
                  <td className={TABLE.cell}>{row.mailStatus ?? ''}</td>
                  <td className={`${TABLE.cell} whitespace-nowrap`}>
                    {formatAdminTime(row.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2 className="mb-3 mt-10 text-lg font-semibold">{t['admin.newsletter.outbox']}</h2>
      {view.outbox.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">{t['admin.newsletter.outboxEmpty']}</p>
      ) : (
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <thead className={TABLE.head}>
              <tr>
                <th className={TABLE.cell}>{t['admin.newsletter.to']}</th>
                <th className={TABLE.cell}>{t['admin.newsletter.subject']}</th>
                <th className={TABLE.cell}>{t['admin.contact.received']}</th>
              </tr>
            </thead>
            <tbody>
              {view.outbox.map((mail) => (
                <tr key={mail.id} className={TABLE.row}>
                  <td className={`${TABLE.cell} whitespace-nowrap`}>{mail.to}</td>
                  <td className={TABLE.cell}>{mail.subject}</td>
                  <td className={`${TABLE.cell} whitespace-nowrap`}>
                    {formatAdminTime(mail.createdAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
