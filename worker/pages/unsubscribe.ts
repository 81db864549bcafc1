import { getMessages } from '../../src/shared/i18n'
import { normalizeEmail } from '../../src/shared/newsletter/email'
import { getSubscriberStatus } from '../db/queries/newsletter'
import { UNSUBSCRIBE_API, UNSUBSCRIBE_PAGE, verifyUnsubscribe } from '../newsletter/links'
import { definePage, redirect } from './define-page'

/**
 * Route 'unsubscribe': the page behind every mail's unsubscribe link. It only asks (a GET never
 * unsubscribes: mail scanners open links); its form posts to the signed one-click endpoint
 * (worker/api/newsletter.ts), which sends the browser back here to read `done`.
 */
export const unsubscribePage = definePage('unsubscribe', async ({ path, url, locale, db, env }) => {
  if (path !== UNSUBSCRIBE_PAGE) return redirect(`${UNSUBSCRIBE_PAGE}${url.search}`, 301)
  const t = getMessages(locale)
  const base = {
    route: 'unsubscribe' as const,
    path,
    locale,
    description: t['unsubscribe.description'],
  }
  const email = normalizeEmail(url.searchParams.get('email') ?? '')
  const sig = url.searchParams.get('sig') ?? ''
  const secret = env.NEWSLETTER_SECRET
  if (!email || !secret || !(await verifyUnsubscribe(secret, email, sig))) {
    return { ...base, title: t['unsubscribe.invalidTitle'], state: 'invalid' }
  }
  const status = await getSubscriberStatus(db, email)
  if (status === undefined || status === 'unsubscribed') {
    return { ...base, title: t['unsubscribe.doneTitle'], state: 'done', email }
  }
  const action = `${UNSUBSCRIBE_API}?${new URLSearchParams({ email, sig })}`
  return { ...base, title: t['unsubscribe.title'], state: 'confirm', email, action }
})
