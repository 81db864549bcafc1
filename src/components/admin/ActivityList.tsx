import type { ActivityItem } from '../../shared/admin/types'
import type { Messages, MessageKey } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { formatAdminTime } from './format'

const ICONS: Record<ActivityItem['kind'], string> = {
  contact: 'i-lucide-mail',
  signup: 'i-lucide-user-plus',
  confirmed: 'i-lucide-badge-check',
  unsubscribed: 'i-lucide-user-minus',
  feedback: 'i-lucide-message-square',
}

/** What an event says: its template filled with who and what (a topic or rating label). */
function describe(item: ActivityItem, t: Messages): string {
  const what =
    item.kind === 'contact'
      ? (t[`contact.topic.${item.what}` as MessageKey] ?? item.what)
      : item.kind === 'feedback'
        ? (t[`feedback.rating.${item.what}` as MessageKey] ?? item.what)
        : ''
  return fillTemplate(t[`admin.activity.${item.kind}`], { who: item.who, what: what ?? '' })
}

/** The overview's latest activity: the newest events of every kind, newest first. */
export function ActivityList({ items, t }: { items: ActivityItem[]; t: Messages }) {
  return (
    <section aria-labelledby="admin-activity" data-activity="">
      <h2 id="admin-activity" className="text-lg font-semibold">
        {t['admin.overview.activity']}
      </h2>
      {items.length ? (
        <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((item, index) => (
            <li key={`${item.kind}/${item.at}/${index}`} className="flex gap-3 px-3 py-2.5 text-sm">
              <span
                className={`${ICONS[item.kind]} mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400`}
                aria-hidden="true"
              />
              <span className="min-w-0">
                <span className="block break-words">{describe(item, t)}</span>
                <time
                  dateTime={new Date(item.at).toISOString()}
                  className="text-xs text-slate-500 dark:text-slate-400"
                >
                  {formatAdminTime(item.at)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">
          {t['admin.activity.empty']}
        </p>
      )}
    </section>
  )
}
