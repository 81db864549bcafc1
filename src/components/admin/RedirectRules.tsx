import type { RedirectRuleRow } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { REDIRECT_STATUSES } from '../../shared/routing/redirect-rules'
import { AdminTable } from './AdminTable'
import { formatAdminTime, TABLE } from './format'
import { PathText } from './PathText'

/**
 * The redirect rules stored in D1 (part of the 'Not found' screen): 'Add rule' (an exact path or
 * a `/**` prefix), then each rule with its target and status to edit in place, and 'Delete'.
 * Plain forms: POST /api/admin/redirects, /api/admin/redirects/<id>, /<id>/delete.
 */
export function RedirectRules({ rules, t }: { rules: RedirectRuleRow[]; t: Messages }) {
  return (
    <section className="mt-10">
      <h2 className="mb-2 text-lg font-semibold">{t['admin.redirects.title']}</h2>
      <p className="mb-4 max-w-3xl text-slate-600 dark:text-slate-300">
        {t['admin.redirects.intro']}
      </p>
      <form
        method="post"
        action="/api/admin/redirects"
        className="mb-4 flex flex-wrap items-end gap-2"
        data-add-rule=""
      >
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium">
          {t['admin.redirects.from']}
          <input
            type="text"
            name="from"
            required
            pattern="/.*"
            placeholder="/docs/4.x/old-page"
            title={t['admin.redirects.fromHint']}
            className={`${TABLE.input} font-mono`}
          />
        </label>
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-sm font-medium">
          {t['admin.redirects.to']}
          <input
            type="text"
            name="to"
            required
            pattern="/.*"
            placeholder="/docs/4.x/new-page"
            className={`${TABLE.input} font-mono`}
          />
        </label>
        <StatusSelect t={t} />
        <button type="submit" className={TABLE.button}>
          {t['admin.redirects.add']}
        </button>
      </form>
      <AdminTable<RedirectRuleRow>
        rows={rules}
        rowKey={(rule) => rule.id}
        rowProps={(rule) => ({ 'data-rule': rule.from })}
        empty={t['admin.redirects.empty']}
        columns={[
          {
            label: t['admin.redirects.from'],
            className: 'min-w-48',
            cell: (rule) => <PathText path={rule.from} />,
          },
          {
            label: `${t['admin.redirects.to']} · ${t['admin.redirects.status']}`,
            className: 'min-w-72',
            cell: (rule) => (
              <form
                method="post"
                action={`/api/admin/redirects/${rule.id}`}
                className="flex flex-wrap gap-2"
              >
                <input type="hidden" name="from" value={rule.from} />
                <input
                  type="text"
                  name="to"
                  required
                  pattern="/.*"
                  defaultValue={rule.to}
                  aria-label={`${t['admin.redirects.to']} (${rule.from})`}
                  className={`${TABLE.input} min-w-40 flex-1 font-mono text-xs`}
                />
                <StatusSelect t={t} value={rule.status} bare />
                <button type="submit" className={TABLE.link}>
                  {t['admin.redirects.save']}
                </button>
              </form>
            ),
          },
          {
            label: t['admin.redirects.updated'],
            className: 'whitespace-nowrap text-slate-500 dark:text-slate-400',
            cell: (rule) => `${formatAdminTime(rule.updatedAt)} · ${rule.updatedBy}`,
          },
          {
            label: '',
            cell: (rule) => (
              <form method="post" action={`/api/admin/redirects/${rule.id}/delete`}>
                <button type="submit" className={TABLE.danger} data-delete-rule={rule.from}>
                  {t['admin.redirects.delete']}
                </button>
              </form>
            ),
          },
        ]}
      />
    </section>
  )
}

/** The status of a rule: 301 (default) or 308; `bare` drops the visible label. */
function StatusSelect({
  t,
  value = 301,
  bare = false,
}: {
  t: Messages
  value?: number
  bare?: boolean
}) {
  const select = (
    <select
      name="status"
      defaultValue={String(value)}
      aria-label={bare ? t['admin.redirects.status'] : undefined}
      className={TABLE.input}
    >
      {REDIRECT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  )
  if (bare) return select
  return (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {t['admin.redirects.status']}
      {select}
    </label>
  )
}
