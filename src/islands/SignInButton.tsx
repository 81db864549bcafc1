import { useEffect, useState } from 'react'
import { relaySignIn } from '../components/admin/relay-sign-in'
import { SIGN_IN_OUTCOMES, type SignInOutcome } from '../shared/admin/types'
import {
  LOGIN_POPUP,
  SESSION_PATH,
  SIGN_IN_DONE_KEY,
  SIGN_IN_PATH,
  type SessionAnswer,
} from '../shared/auth/session'
import type { LabelsOf } from '../shared/i18n/pick'
import { ADMIN_BASE } from '../shared/routing/admin-path'

export const SIGN_IN_LABEL_KEYS = [
  'admin.login.github',
  'admin.login.waiting',
  'admin.login.noSession',
  'admin.login.popupBlocked',
  'admin.login.continueHere',
  ...SIGN_IN_OUTCOMES.map((outcome) => `admin.login.outcome.${outcome}` as const),
] as const

export interface SignInButtonProps {
  labels: LabelsOf<typeof SIGN_IN_LABEL_KEYS>
  /** How the last full-page attempt ended (rendered by the server). */
  outcome: SignInOutcome | null
}

/** Reads the session once (spec 7: no retries; any failure is 'no session'). */
async function hasSession(): Promise<boolean> {
  try {
    const response = await fetch(SESSION_PATH, { headers: { accept: 'application/json' } })
    return response.ok && Boolean(((await response.json()) as SessionAnswer).user)
  } catch {
    return false
  }
}

/**
 * 'Continue with GitHub': opens the provider in a 960×600 popup and waits for the popup's
 * `localStorage` signal; then reads the session and goes to /admin. A press before the island is
 * live is replayed on it (src/client/islands.ts); a popup the browser blocks (a press it no
 * longer counts as the visitor's, e.g. the code arrived over 5 s later) is said so, with a link
 * that signs in in this window instead.
 */
export default function SignInButton({ labels, outcome }: SignInButtonProps) {
  const [message, setMessage] = useState<string | null>(
    outcome ? labels[`admin.login.outcome.${outcome}`] : null
  )
  const [waiting, setWaiting] = useState(false)
  const [blocked, setBlocked] = useState(false)

  useEffect(() => {
    if (relaySignIn()) return
    const onStorage = async (event: StorageEvent) => {
      if (event.key !== SIGN_IN_DONE_KEY || !event.newValue) return
      const { outcome: result } = JSON.parse(event.newValue) as { outcome: string }
      setWaiting(false)
      if (result !== 'done') {
        const known = SIGN_IN_OUTCOMES.includes(result as SignInOutcome)
        setMessage(labels[`admin.login.outcome.${known ? (result as SignInOutcome) : 'failed'}`])
        return
      }
      if (await hasSession()) location.assign(ADMIN_BASE)
      else setMessage(labels['admin.login.noSession'])
    }
    const listener = (event: StorageEvent) => void onStorage(event)
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  }, [labels])

  const open = () => {
    const { width, height } = LOGIN_POPUP
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2)
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2)
    const popup = window.open(
      SIGN_IN_PATH,
      'aster-sign-in',
      `popup,width=${width},height=${height},left=${left},top=${top}`
    )
    setBlocked(!popup)
    setMessage(popup ? null : labels['admin.login.popupBlocked'])
    setWaiting(Boolean(popup))
  }

  return (
    <div className="flex flex-col items-stretch gap-3">
      <button
        type="button"
        onClick={open}
        data-sign-in=""
        className="inline-flex items-center justify-center gap-2 rounded-md bg-white px-4 py-2.5 font-medium text-slate-900 hover:bg-slate-200"
      >
        <span className="i-simple-icons-github size-5" aria-hidden="true" />
        {labels['admin.login.github']}
      </button>
      <p
        role="status"
        className="min-h-6 text-center text-sm text-slate-300"
        data-sign-in-status=""
      >
        {waiting ? labels['admin.login.waiting'] : message}
      </p>
      {blocked ? (
        <a
          href={SIGN_IN_PATH}
          className="text-center text-sm font-medium text-green-400 hover:underline"
          data-sign-in-here=""
        >
          {labels['admin.login.continueHere']}
        </a>
      ) : null}
    </div>
  )
}
