import { useCopy } from '../components/ui/use-copy'
import type { LabelsOf } from '../shared/i18n/pick'
import { installCommand } from '../shared/modules/types'

/** The button's accessible name, the success and the failure toast titles. */
export const COPY_INSTALL_LABEL_KEYS = [
  'modules.copyInstall',
  'modules.copied',
  'modules.copyFailed',
] as const

export interface CopyInstallButtonProps {
  /** The package whose `npm i <package>` is copied. */
  npm?: string
  /** A whole command to copy instead (the home page's `npx aster init my-app`). */
  command?: string
  /** Picked on the server (src/shared/i18n/pick.ts); the directory passes its own, a superset. */
  labels: LabelsOf<typeof COPY_INSTALL_LABEL_KEYS>
  /** Shows the label next to the icon (module page) instead of the icon alone (cards). */
  showLabel?: boolean
}

/**
 * Copies `npm i <package>` (or the `command` given) to the clipboard and raises a toast (the `aster:toast` event of the
 * Toaster island). An island on module pages; a plain component inside the directory island.
 */
export default function CopyInstallButton({
  npm = '',
  command: given,
  labels,
  showLabel = false,
}: CopyInstallButtonProps) {
  const command = given ?? installCommand(npm)
  const [copied, copy] = useCopy(command, {
    copiedTitle: labels['modules.copied'],
    failedTitle: labels['modules.copyFailed'],
  })
  return (
    <button
      type="button"
      className="relative z-10 inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-xs font-medium text-slate-600 hover:border-green-500 hover:text-green-600 dark:border-slate-700 dark:text-slate-300"
      aria-label={showLabel ? undefined : `${labels['modules.copyInstall']}: ${command}`}
      title={command}
      data-copy-install={command}
      data-copied={copied ? '' : undefined}
      onClick={copy}
    >
      <span
        className={`${copied ? 'i-lucide-check text-green-700 dark:text-green-400' : 'i-lucide-copy'} size-3.5`}
        aria-hidden="true"
      />
      {showLabel ? <code className="font-mono">{command}</code> : null}
    </button>
  )
}
