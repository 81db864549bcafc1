import type { Messages } from '../../shared/i18n'

/**
 * The 'Draft' mark above a draft page (PageData.draft), rendered by the page view, so
 * the document and the client navigation payload both carry it. Only preview mode ever renders a draft (worker/pages/docs.ts,
 * worker/pages/blog-post.ts). Consumer: src/pages/PageView.tsx.
 */
export function DraftMark({ t }: { t: Messages }) {
  return (
    <div
      data-draft-mark=""
      role="note"
      className="border-b border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="mx-auto flex max-w-[90rem] items-center gap-3 px-4 py-2 text-sm sm:px-6">
        <span className="shrink-0 rounded-md bg-amber-500 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white dark:bg-amber-400 dark:text-amber-950">
          {t['draft.mark']}
        </span>
        <span>{t['draft.notice']}</span>
      </p>
    </div>
  )
}
