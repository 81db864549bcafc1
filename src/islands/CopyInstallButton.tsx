import { useEffect, useState } from 'react'
import { installCommand } from '../shared/modules/types'

export interface CopyInstallButtonProps {
  npm: string
  /** Translated labels: the button's accessible name, the success and the failure toast titles. */
  labels: { copy: string; copied: string; failed: string }
  /** Shows the label next to the icon (module page) instead of the icon alone (cards). */
  showLabel?: boolean
}

const COPIED_MS = 2000

/**
 * Copies `npm i <package>` to the clipboard and raises a toast (the `aster:toast` event of the
 * Toaster island). An island on module pages; a plain component inside the directory island.
 */
export default function CopyInstallButton({
  npm,
  labels,
  showLabel = false,
}: CopyInstallButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const command = installCommand(npm)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command)
      setCopied(true)
      toast({ title: labels.copied, description: command, color: 'success' })
    } catch {
      toast({ title: labels.failed, description: command, color: 'error' })
    }
  }
  return (
    <button
      type="button"
      className="relative z-10 inline-flex items-center gap-1.5 rounded-md border border-slate-200 px-2 py-1 text-xs font-medium text-slate-600 hover:border-green-500 hover:text-green-600 dark:border-slate-700 dark:text-slate-300"
      aria-label={showLabel ? undefined : `${labels.copy}: ${command}`}
      title={command}
      data-copy-install={command}
      data-copied={copied ? '' : undefined}
      onClick={() => void copy()}
    >
      <span
        className={`${copied ? 'i-lucide-check text-green-600' : 'i-lucide-copy'} size-3.5`}
        aria-hidden="true"
      />
      {showLabel ? <code className="font-mono">{command}</code> : null}
    </button>
  )
}

function toast(detail: { title: string; description?: string; color: 'success' | 'error' }): void {
  window.dispatchEvent(new CustomEvent('aster:toast', { detail }))
}
