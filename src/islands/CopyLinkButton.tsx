import { useCopy } from '../components/ui/use-copy'
import type { LabelsOf } from '../shared/i18n/pick'

/** The button's text, the success and the failure toast titles. */
export const COPY_LINK_LABEL_KEYS = [
  'blog.copyLink',
  'blog.linkCopied',
  'modules.copyFailed',
] as const

export interface CopyLinkButtonProps {
  /** The absolute URL copied. */
  url: string
  /** Picked on the server (src/shared/i18n/pick.ts). */
  labels: LabelsOf<typeof COPY_LINK_LABEL_KEYS>
}

/** Copies a page's URL (a blog article's share row) and raises a toast. */
export default function CopyLinkButton({ url, labels }: CopyLinkButtonProps) {
  const [copied, copy] = useCopy(url, {
    copiedTitle: labels['blog.linkCopied'],
    failedTitle: labels['modules.copyFailed'],
  })
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:border-green-500 hover:text-green-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-green-400"
      data-copy-link={url}
      data-copied={copied ? '' : undefined}
      onClick={copy}
    >
      <span
        className={`${copied ? 'i-lucide-check text-green-700 dark:text-green-400' : 'i-lucide-link'} size-4`}
        aria-hidden="true"
      />
      {labels['blog.copyLink']}
    </button>
  )
}
