import { useRef, useState } from 'react'
import * as v from 'valibot'
import { raiseToast } from '../components/ui/raise-toast'
import type { LabelsOf } from '../shared/i18n/pick'
import { readSubscribeError } from '../shared/newsletter/errors'
import { createSubscribeSchema, NEWSLETTER_INPUT_DELAY_MS } from '../shared/newsletter/schema'

/** The form's strings (picked on the server: src/shared/i18n/pick.ts). */
export const NEWSLETTER_LABEL_KEYS = [
  'newsletter.title',
  'newsletter.description',
  'newsletter.email',
  'newsletter.button',
  'newsletter.required',
  'newsletter.invalid',
  'newsletter.successTitle',
  'newsletter.successDescription',
  'newsletter.failureTitle',
  'newsletter.failureFallback',
] as const

export interface NewsletterFormProps {
  endpoint: string
  labels: LabelsOf<typeof NEWSLETTER_LABEL_KEYS>
}

/** The footer newsletter form: validates on input (300 ms delay), blur and change. */
export default function NewsletterForm({ endpoint, labels }: NewsletterFormProps) {
  const schema = createSubscribeSchema({
    required: labels['newsletter.required'],
    invalid: labels['newsletter.invalid'],
  })
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const honeypot = useRef<HTMLInputElement>(null)
  /** Validates; the normal form of the address (./shared/newsletter/email.ts) when valid. */
  const check = (value: string) => {
    const result = v.safeParse(schema, { email: value })
    setError(result.success ? undefined : result.issues[0].message)
    return result.success ? result.output.email : undefined
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const normalized = check(email)
    if (!normalized || loading) return
    setLoading(true)
    try {
      const website = honeypot.current?.value
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(website ? { email: normalized, website } : { email: normalized }),
      })
      if (!response.ok) throw await response.json().catch(() => null)
      raiseToast({
        title: labels['newsletter.successTitle'],
        description: labels['newsletter.successDescription'],
        color: 'success',
      })
      setEmail('')
      setError(undefined)
    } catch (data) {
      raiseToast({
        title: labels['newsletter.failureTitle'],
        description:
          readSubscribeError((data as { data?: unknown } | null)?.data ?? data) ??
          labels['newsletter.failureFallback'],
        color: 'error',
      })
    } finally {
      setLoading(false)
    }
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      data-newsletter-form=""
      aria-busy={loading || undefined}
      className="relative w-full max-w-sm"
    >
      <p className="text-sm font-semibold text-slate-900 dark:text-white">
        {labels['newsletter.title']}
      </p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {labels['newsletter.description']}
      </p>
      <div className="mt-3 flex gap-2">
        <input
          type="email"
          name="email"
          autoComplete="off"
          placeholder={labels['newsletter.email']}
          aria-label={labels['newsletter.email']}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'newsletter-error' : undefined}
          value={email}
          onChange={(event) => {
            const value = event.target.value
            setEmail(value)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => check(value), NEWSLETTER_INPUT_DELAY_MS)
          }}
          onBlur={(event) => check(event.target.value)}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="submit"
          disabled={loading}
          data-loading={loading || undefined}
          className="inline-flex items-center gap-1.5 rounded-md bg-green-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-800 disabled:opacity-60"
        >
          {loading ? (
            <span className="i-lucide-loader-circle size-4 animate-spin" aria-hidden="true" />
          ) : null}
          {labels['newsletter.button']}
        </button>
      </div>
      {/* honeypot: people never see nor reach it; a bot filling it gets a success and no row */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      {error ? (
        <p
          id="newsletter-error"
          role="alert"
          className="mt-1.5 text-sm text-red-600"
          data-newsletter-error=""
        >
          {error}
        </p>
      ) : null}
    </form>
  )
}
