import { raiseToast } from '../components/ui/raise-toast'
import { getClientMessages } from '../shared/i18n/client'
import { CONFIRM_PARAMS as PARAMS } from '../shared/newsletter/confirm-params'
import { readSubscribeError } from '../shared/newsletter/errors'

/**
 * The newsletter confirmation (spec 4), run once when a page opens with `email` and
 * `confirmation`: posts them to `/api/newsletter/confirm`, takes them out of the address bar
 * (replaceState: a reload or a shared URL does not confirm again) and raises the success toast or
 * the failure toast with the server's message. A lazy chunk of the boot script: pages without the
 * parameters never load it.
 */
export async function confirmSubscription(): Promise<void> {
  const url = new URL(location.href)
  const [email, confirmation] = PARAMS.map((name) => url.searchParams.get(name) ?? '')
  const t = getClientMessages(document.documentElement.lang)
  let failure: string | undefined
  try {
    const response = await fetch('/api/newsletter/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, confirmation }),
    })
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null
      failure = readSubscribeError(body?.data) ?? ''
    }
  } catch {
    failure = ''
  }
  for (const name of PARAMS) url.searchParams.delete(name)
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  raiseToast(
    failure === undefined
      ? {
          title: t['newsletter.confirmedTitle'],
          description: t['newsletter.confirmedDescription'],
          color: 'success',
        }
      : { title: t['newsletter.failureTitle'], description: failure, color: 'error' }
  )
}
