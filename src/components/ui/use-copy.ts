import { useEffect, useState } from 'react'
import { raiseToast } from './raise-toast'

/** How long a copy button shows its check mark. */
const COPIED_MS = 2000

/** The toasts of one copy button: titles, and whether the copied text is shown under them. */
export interface CopyToasts {
  copiedTitle: string
  failedTitle: string
  /** Leave the copied text out of the toast (a long SVG). */
  quiet?: boolean
}

/**
 * The one copy-to-clipboard behaviour of the site's copy buttons (install command, article
 * link, colour value, logo SVG): writes the text, raises a success or failure toast, and
 * reports `copied` for two seconds. Returns `[copied, copy]`.
 */
export function useCopy(
  text: string,
  { copiedTitle, failedTitle, quiet = false }: CopyToasts
): [boolean, () => void] {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    const description = quiet ? {} : { description: text }
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      raiseToast({ title: copiedTitle, ...description, color: 'success' })
    } catch {
      raiseToast({ title: failedTitle, ...description, color: 'error' })
    }
  }
  return [copied, () => void copy()]
}
