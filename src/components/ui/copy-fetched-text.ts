import { fetchWithRetry } from '../fetch-retry'

/**
 * Copies the text a URL answers (a page's Markdown) to the clipboard. The clipboard is written
 * with a ClipboardItem holding the pending text where the browser has one, so the click's user
 * activation still counts when the text arrives (Safari requires it); otherwise, or when that
 * write is refused, with `writeText` once the text is there. Rejects when the fetch or the
 * clipboard fails. Consumers: the page actions menu (src/islands/PageActions.tsx).
 */
export async function copyFetchedText(url: string): Promise<void> {
  const text = fetchWithRetry(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.text()
  })
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      const blob = text.then((body) => new Blob([body], { type: 'text/plain' }))
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
      return
    } catch (error) {
      await text // a failed fetch is the error to report, not the clipboard's
      console.warn('[aster] ClipboardItem write refused, writing text instead:', error)
    }
  }
  await navigator.clipboard.writeText(await text)
}
