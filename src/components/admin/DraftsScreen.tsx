import CopyTextButton from '../../islands/CopyTextButton'
import type { AdminView, DraftRow } from '../../shared/admin/types'
import type { MessageKey, Messages } from '../../shared/i18n'
import { PREVIEW_TTL_CHOICES, previewLink } from '../../shared/preview/preview-link'
import { Island } from '../Island'
import { AdminTable } from './AdminTable'
import { formatAdminTime, TABLE } from './format'
import { PathText } from './PathText'
import { useLocalePath } from '../locale-context'

type View = Extract<AdminView, { screen: 'drafts' }>

/** The collection's name as the feedback screen shows it ('Docs 4.x'), else its id. */
function collectionLabel(t: Messages, collection: string): string {
  return t[`admin.feedback.collection.${collection}` as MessageKey] ?? collection
}

/**
 * Drafts: every page marked `draft: true` with 'Preview' (enters preview mode on it) and 'Copy
 * preview link' (the same signed link, for a reviewer without an account), the links' lifetime,
 * and 'Revoke all links' (rotates the preview key: every link given out stops working).
 */
export function DraftsScreen({ view, t }: { view: View; t: Messages }) {
  const to = useLocalePath()
  const { links } = view
  const linkOf = (draft: DraftRow) => links && previewLink(links.origin, links.token, draft.path)
  return (
    <>
      <p className="mb-4 max-w-3xl text-slate-600 dark:text-slate-300">{t['admin.drafts.intro']}</p>
      {view.revoked ? (
        <p role="status" data-admin-notice="" className={TABLE.notice}>
          {t['admin.drafts.revoked']}
        </p>
      ) : null}
      {links ? (
        <form
          method="get"
          action={to('/admin/drafts')}
          className="mb-4 flex flex-wrap items-center gap-2"
        >
          <label htmlFor="preview-ttl" className="text-sm font-medium">
            {t['admin.drafts.ttl']}
          </label>
          <select id="preview-ttl" name="ttl" defaultValue={links.ttl} className={TABLE.input}>
            {PREVIEW_TTL_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t[`admin.drafts.ttl.${choice}`]}
              </option>
            ))}
          </select>
          <button type="submit" className={TABLE.link}>
            {t['admin.drafts.ttlApply']}
          </button>
          <span className="w-full text-sm text-slate-500 dark:text-slate-400" data-links-expire="">
            {t['admin.drafts.expires'].replace(
              '{time}',
              formatAdminTime(new Date(links.expires * 1000).toISOString())
            )}
          </span>
        </form>
      ) : (
        <p className={TABLE.warning} data-preview-unconfigured="">
          {t['admin.drafts.notConfigured']}
        </p>
      )}
      <AdminTable<DraftRow>
        rows={view.drafts}
        rowKey={(draft) => `${draft.collection}${draft.path}`}
        rowProps={(draft) => ({ 'data-draft': draft.path })}
        empty={t['admin.drafts.empty']}
        columns={[
          {
            label: t['admin.drafts.title'],
            className: 'min-w-56',
            cell: (draft) => (
              <>
                <span className="block font-medium">{draft.title}</span>
                <PathText path={draft.path} className="text-slate-500 dark:text-slate-400" />
              </>
            ),
          },
          {
            label: t['admin.drafts.collection'],
            className: 'whitespace-nowrap',
            cell: (draft) => collectionLabel(t, draft.collection),
          },
          {
            label: t['admin.drafts.changed'],
            className: 'whitespace-nowrap',
            cell: (draft) =>
              draft.changedAt && draft.changedAt.length > 10
                ? formatAdminTime(draft.changedAt)
                : draft.changedAt,
          },
          {
            label: '',
            className: 'whitespace-nowrap',
            cell: (draft) => {
              const link = linkOf(draft)
              if (!link) return null
              return (
                <span className="flex gap-2">
                  <a
                    href={link}
                    data-preview-draft=""
                    className={`${TABLE.button} whitespace-nowrap`}
                  >
                    {t['admin.drafts.preview']}
                  </a>
                  <Island
                    name="CopyTextButton"
                    component={CopyTextButton}
                    props={{
                      text: link,
                      label: t['admin.drafts.copyLink'],
                      copiedTitle: t['admin.drafts.linkCopied'],
                      failedTitle: t['admin.drafts.copyFailed'],
                      quiet: true,
                      className: 'whitespace-nowrap py-1.5',
                    }}
                  />
                </span>
              )
            },
          },
        ]}
      />
      <section className="mt-10 max-w-3xl">
        <h2 className="mb-2 text-lg font-semibold">{t['admin.drafts.revokeTitle']}</h2>
        <p className="mb-2 text-slate-600 dark:text-slate-300">{t['admin.drafts.revokeIntro']}</p>
        <p className="mb-3 text-sm text-slate-500 dark:text-slate-400" data-rotation="">
          {view.rotation
            ? t['admin.drafts.lastRotation']
                .replace('{time}', formatAdminTime(view.rotation.rotatedAt))
                .replace('{login}', view.rotation.rotatedBy)
            : t['admin.drafts.neverRotated']}
        </p>
        <form method="post" action="/api/admin/preview/rotate">
          <button type="submit" className={TABLE.danger} data-revoke-previews="">
            {t['admin.drafts.revoke']}
          </button>
        </form>
      </section>
    </>
  )
}
