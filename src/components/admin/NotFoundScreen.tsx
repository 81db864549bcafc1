import type { AdminView, NotFoundPathRow } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { AdminTable } from './AdminTable'
import { formatAdminTime, TABLE } from './format'
import { PathText } from './PathText'
import { RedirectRules } from './RedirectRules'

type View = Extract<AdminView, { screen: 'not-found' }>

/**
 * 'Not found': the most-hit 404 paths of the last 30 days with up to three suggested targets,
 * and 'Redirect', which stores a rule the worker serves at once; then the stored rules, to add,
 * edit and delete (./RedirectRules.tsx). Every action is a plain form to /api/admin/redirects.
 */
export function NotFoundScreen({ view, t }: { view: View; t: Messages }) {
  return (
    <>
      <p className="mb-4 max-w-3xl text-slate-600 dark:text-slate-300">
        {t['admin.notFound.intro']}
      </p>
      {view.done ? (
        <p role="status" data-admin-notice="" className={TABLE.notice}>
          {t[view.done === 'saved' ? 'admin.redirects.saved' : 'admin.redirects.deleted']}
        </p>
      ) : null}
      <AdminTable<NotFoundPathRow>
        rows={view.paths}
        rowKey={(row) => row.path}
        rowProps={(row) => ({ 'data-not-found': row.path })}
        empty={t['admin.notFound.empty']}
        columns={[
          {
            label: t['admin.notFound.path'],
            className: 'min-w-48',
            cell: (row) => (
              <>
                <PathText path={row.path} className="block" />
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {t['admin.notFound.last']} {formatAdminTime(row.lastAt)}
                </span>
              </>
            ),
          },
          {
            label: t['admin.notFound.hits'],
            numeric: true,
            cell: (row) => <span data-hits="">{row.hits}</span>,
          },
          {
            label: t['admin.notFound.suggestions'],
            className: 'min-w-56',
            cell: (row) =>
              row.suggestions.length ? (
                <ul className="space-y-1">
                  {row.suggestions.map((path) => (
                    <li key={path} data-suggestion={path}>
                      <a href={path} className="text-green-700 hover:underline dark:text-green-400">
                        <PathText path={path} />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="text-slate-500 dark:text-slate-400">
                  {t['admin.notFound.noSuggestion']}
                </span>
              ),
          },
          {
            label: '',
            className: 'min-w-72',
            cell: (row) => (
              <RedirectForm row={row} listId={`targets-${view.paths.indexOf(row)}`} t={t} />
            ),
          },
        ]}
      />
      <RedirectRules rules={view.rules} t={t} />
    </>
  )
}

/** 'Redirect' for one 404 path: the target (the first suggestion, others offered), or its rule. */
function RedirectForm({
  row,
  listId,
  t,
}: {
  row: NotFoundPathRow
  /** The id of the row's list of suggestions. */
  listId: string
  t: Messages
}) {
  if (row.redirectedTo) {
    const [before, after] = t['admin.notFound.redirected'].split('{to}')
    return (
      <span
        className="text-sm text-slate-500 dark:text-slate-400"
        data-redirected={row.redirectedTo}
      >
        {before}
        <PathText path={row.redirectedTo} />
        {after}
      </span>
    )
  }
  return (
    <form method="post" action="/api/admin/redirects" className="flex gap-2" data-redirect-form="">
      <input type="hidden" name="from" value={row.path} />
      <input
        type="text"
        name="to"
        required
        pattern="/.*"
        list={listId}
        defaultValue={row.suggestions[0] ?? ''}
        aria-label={t['admin.notFound.target'].replace('{path}', row.path)}
        className={`${TABLE.input} w-full font-mono text-xs`}
      />
      <datalist id={listId}>
        {row.suggestions.map((path) => (
          <option key={path} value={path} />
        ))}
      </datalist>
      <button type="submit" className={`${TABLE.button} whitespace-nowrap`}>
        {t['admin.notFound.redirect']}
      </button>
    </form>
  )
}
