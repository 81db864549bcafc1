import type { AdminView } from '../../shared/admin/types'
import type { Messages } from '../../shared/i18n'
import { AdminTable } from './AdminTable'
import { formatAdminTime, TABLE } from './format'

type View = Extract<AdminView, { screen: 'builds' }>

/** Builds: this worker's build id, R2's latest.json and manifests, D1 counts, the stats cron. */
export function BuildsScreen({ view, t }: { view: View; t: Messages }) {
  const section = 'mb-8'
  const heading = 'mb-3 text-lg font-semibold'
  return (
    <>
      <section className={section}>
        <h2 className={heading}>{t['admin.builds.current']}</h2>
        <p className="font-mono" data-build-id="">
          {view.buildId}
        </p>
      </section>
      <section className={section}>
        <h2 className={heading}>builds/latest.json</h2>
        {view.latest ? (
          <pre
            className="overflow-x-auto rounded-lg bg-slate-900 p-3 text-sm text-slate-100"
            data-latest=""
          >
            {view.latest}
          </pre>
        ) : (
          <p className="text-slate-500 dark:text-slate-400">{t['admin.builds.latestMissing']}</p>
        )}
      </section>
      <section className={section}>
        <h2 className={heading}>{t['admin.builds.metas']}</h2>
        <ul className="space-y-1 font-mono text-sm">
          {view.metas.map((meta) => (
            <li key={meta.id}>
              <a
                href={`/_aster/builds/meta/${meta.id}.json`}
                className="text-green-700 hover:underline dark:text-green-400"
              >
                {meta.id}
              </a>{' '}
              <span className="text-slate-500 dark:text-slate-400">
                {formatAdminTime(meta.timestamp)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={section}>
        <h2 className={heading}>{t['admin.builds.collections']}</h2>
        <AdminTable
          rows={view.collections}
          rowKey={(row) => row.collection}
          rowProps={(row) => ({ 'data-collection': row.collection })}
          columns={[
            {
              label: t['admin.builds.collection'],
              className: 'font-mono',
              cell: (row) => row.collection,
            },
            { label: t['admin.builds.rows'], numeric: true, cell: (row) => row.rows },
            { label: t['admin.builds.builtAt'], cell: (row) => formatAdminTime(row.builtAt) },
          ]}
        />
      </section>
      <section className={section}>
        <h2 className={heading}>{t['admin.builds.stats']}</h2>
        <p className="mb-3" data-stats-refreshed="">
          {view.statsRefreshedAt
            ? t['admin.builds.statsAt'].replace('{time}', formatAdminTime(view.statsRefreshedAt))
            : t['admin.builds.statsNever']}
        </p>
        <form method="post" action="/api/admin/builds/refresh">
          <button type="submit" className={TABLE.button}>
            {t['admin.builds.refresh']}
          </button>
        </form>
      </section>
    </>
  )
}
