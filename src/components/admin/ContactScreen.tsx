import type { AdminView } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { formatAdminTime, TABLE } from './format'

type View = Extract<AdminView, { screen: 'contact' }>

/** Contact requests from the enterprise support form: open or all, 'Mark handled' per row. */
export function ContactScreen({ view, t }: { view: View; t: Messages }) {
  return (
    <>
      <p className="mb-4 flex gap-2">
        <a
          href="/admin/contact"
          aria-current={view.show === 'open' ? 'true' : undefined}
          className={TABLE.link}
        >
          {t['admin.contact.showOpen']}
        </a>
        <a
          href="/admin/contact?show=all"
          aria-current={view.show === 'all' ? 'true' : undefined}
          className={TABLE.link}
        >
          {t['admin.contact.showAll']}
        </a>
      </p>
      {view.requests.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">{t['admin.contact.empty']}</p>
      ) : (
        <div className={TABLE.wrap}>
          <table className={TABLE.table}>
            <thead className={TABLE.head}>
              <tr>
                <th className={TABLE.cell}>{t['admin.contact.received']}</th>
                <th className={TABLE.cell}>{t['admin.contact.from']}</th>
                <th className={TABLE.cell}>{t['admin.contact.topic']}</th>
                <th className={TABLE.cell}>{t['admin.contact.message']}</th>
                <th className={TABLE.cell} />
              </tr>
            </thead>
            <tbody>
              {view.requests.map((request) => (
                <tr key={request.id} className={TABLE.row} data-contact-request={request.id}>
                  <td className={`${TABLE.cell} whitespace-nowrap`}>
                    {formatAdminTime(request.createdAt)}
                  </td>
                  <td className={TABLE.cell}>
                    <span className="block font-medium">{request.name}</span>
                    <a
                      href={`mailto:${request.email}`}
                      className="text-green-700 dark:text-green-400"
                    >
                      {request.email}
                    </a>
                    <span className="block text-slate-500 dark:text-slate-400">
                      {request.company} · {request.companySize}
                    </span>
                  </td>
                  <td className={TABLE.cell}>{request.topic}</td>
                  <td className={`${TABLE.cell} max-w-md whitespace-pre-wrap break-words`}>
                    {request.message}
                  </td>
                  <td className={TABLE.cell}>
                    {request.handledAt ? (
                      <span className="text-slate-500 dark:text-slate-400">
                        {t['admin.contact.handled'].replace('{login}', request.handledBy ?? '')}
                      </span>
                    ) : (
                      <form method="post" action={`/api/admin/contact/${request.id}/handled`}>
                        <button type="submit" className={`${TABLE.button} whitespace-nowrap`}>
                          {t['admin.contact.markHandled']}
                        </button>
                      </form>
                    )}
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
