import { SIGN_IN_OUTCOMES, type SignInOutcome } from '../../src/shared/admin/types'
import { getMessages } from '../../src/shared/i18n'
import { definePage } from './define-page'

/**
 * Route 'admin-login': the sign-in page (the guard lets only guests reach it). `?signin=` says
 * how the last attempt ended when it failed; unknown values are ignored.
 */
export const adminLoginPage = definePage('admin-login', async ({ path, url, locale }) => {
  const t = getMessages(locale)
  const outcome = url.searchParams.get('signin')
  return {
    route: 'admin-login',
    title: t['admin.login.title'],
    description: '',
    locale,
    path,
    outcome: SIGN_IN_OUTCOMES.includes(outcome as SignInOutcome)
      ? (outcome as SignInOutcome)
      : null,
  }
})
