import type { AdminView, ContactRequestRow } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { AdminTable } from './AdminTable'
import { formatAdminTime, TABLE } from './format'
import { useLocalePath } from '../locale-context'

type View = Extract<AdminView, { screen: 'contact' }>

/** Contact requests from the enterprise support form: open or all, 'Mark handled' per row. */
export function ContactScreen({ view, t }: { view: View; t: Messages }) {
  const to = useLocalePath()
  return (
    <>
      <p className="mb-4 flex gap-2">
        <a
          href={to('/admin/contact')}
          aria-current={view.show === 'open' ? 'true' : undefined}
          className={TABLE.link}
        >
          {t['admin.contact.showOpen']}
        </a>
        <a
          href={to('/admin/contact?show=all')}
          aria-current={view.show === 'all' ? 'true' : undefined}
          className={TABLE.link}
        >
          {t['admin.contact.showAll']}
        </a>
      </p>
      <AdminTable<ContactRequestRow>
        rows={view.requests}
        rowKey={(request) => request.id}
        rowProps={(request) => ({ 'data-contact-request': request.id })}
        empty={t['admin.contact.empty']}
        columns={[
          {
            label: t['admin.contact.received'],
            className: 'whitespace-nowrap',
            cell: (request) => formatAdminTime(request.createdAt),
          },
          {
            label: t['admin.contact.from'],
            cell: (request) => (
              <>
                <span className="block font-medium">{request.name}</span>
                <a href={`mailto:${request.email}`} className="text-green-700 dark:text-green-400">
                  {request.email}
                </a>
                <span className="block text-slate-500 dark:text-slate-400">
                  {request.company} · {request.companySize}
                </span>
              </>
            ),
          },
          { label: t['admin.contact.topic'], cell: (request) => request.topic },
          {
            label: t['admin.contact.message'],
            className: 'max-w-md whitespace-pre-wrap break-words',
            cell: (request) => request.message,
          },
          {
            label: '',
            cell: (request) =>
              request.handledAt ? (
                <span className="text-slate-500 dark:text-slate-400">
                  {t['admin.contact.handled'].replace('{login}', request.handledBy ?? '')}
                </span>
              ) : (
                <form method="post" action={`/api/admin/contact/${request.id}/handled`}>
                  <button type="submit" className={`${TABLE.button} whitespace-nowrap`}>
                    {t['admin.contact.markHandled']}
                  </button>
                </form>
              ),
          },
        ]}
      />
    </>
  )
}
