import { useCopy } from '../components/ui/use-copy'

export interface CopyTextButtonProps {
  /** What is copied (a hex colour, the logo's SVG). */
  text: string
  /** The button's visible text. */
  label: string
  /** Title of the success toast; the copied text is its description unless `quiet`. */
  copiedTitle: string
  /** Title of the failure toast. */
  failedTitle: string
  /** Leaves the copied text out of the toast (long texts such as an SVG). */
  quiet?: boolean
  /** Extra classes of the button (its size and look differ per place). */
  className?: string
}

/**
 * One click copies `text` to the clipboard and raises a toast (the Toaster island). Used by the
 * design kit for colour hex values and 'Copy logo as SVG'; hydrates on the first interaction,
 * and that click is replayed, so it costs no script before then.
 */
export default function CopyTextButton({
  text,
  label,
  copiedTitle,
  failedTitle,
  quiet = false,
  className = '',
}: CopyTextButtonProps) {
  const [copied, copy] = useCopy(text, { copiedTitle, failedTitle, quiet })
  return (
    <button
      type="button"
      className={`inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-700 hover:border-green-500 hover:text-green-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-green-400 ${className}`}
      data-copy-text={text}
      data-copied={copied ? '' : undefined}
      onClick={copy}
    >
      <span
        className={`${copied ? 'i-lucide-check text-green-700 dark:text-green-400' : 'i-lucide-copy'} size-4`}
        aria-hidden="true"
      />
      {label}
    </button>
  )
}
