import { useEffect } from 'react'
import { relaySignIn } from '../components/admin/relay-sign-in'
import { SESSION_PATH } from '../shared/auth/session'
import type { LabelsOf } from '../shared/i18n/pick'
import { ADMIN_LOGIN_PATH } from '../shared/routing/admin-path'

export const SIGN_OUT_LABEL_KEYS = ['admin.signOut'] as const

export interface SignOutButtonProps {
  labels: LabelsOf<typeof SIGN_OUT_LABEL_KEYS>
}

/**
 * The admin header's 'Sign out' (`DELETE /api/_auth/session`, then the login page, replacing
 * history so Back does not return to an admin screen). Also closes the sign-in popup when it
 * lands on /admin (relaySignIn).
 */
export default function SignOutButton({ labels }: SignOutButtonProps) {
  useEffect(() => {
    relaySignIn()
  }, [])
  const signOut = async () => {
    try {
      await fetch(SESSION_PATH, { method: 'DELETE', headers: { accept: 'application/json' } })
    } finally {
      location.replace(ADMIN_LOGIN_PATH)
    }
  }
  return (
    <button
      type="button"
      data-sign-out=""
      onClick={() => void signOut()}
      className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800"
    >
      {labels['admin.signOut']}
    </button>
  )
}
