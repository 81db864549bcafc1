import { useRef, useState } from 'react'
import * as v from 'valibot'
import {
  createSubscribeSchema,
  NEWSLETTER_INPUT_DELAY_MS,
  readSubscribeError,
} from '../shared/newsletter/schema'

export interface NewsletterFormProps {
  endpoint: string
  labels: {
    title: string
    description: string
    email: string
    button: string
    required: string
    invalid: string
    successTitle: string
    successDescription: string
    failureTitle: string
    failureFallback: string
  }
}

const toast = (detail: { title: string; description?: string; color: 'success' | 'error' }) =>
  window.dispatchEvent(new CustomEvent('aster:toast', { detail }))

/** The footer newsletter form: validates on input (300 ms delay), blur and change. */
export default function NewsletterForm({ endpoint, labels }: NewsletterFormProps) {
  const schema = createSubscribeSchema(labels)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [loading, setLoading] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const check = (value: string) => {
    const result = v.safeParse(schema, { email: value })
    setError(result.success ? undefined : result.issues[0].message)
    return result.success
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!check(email)) return
    setLoading(true)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim() }),
      })
      if (!response.ok) throw await response.json().catch(() => null)
      toast({
        title: labels.successTitle,
        description: labels.successDescription,
        color: 'success',
      })
      setEmail('')
      setError(undefined)
    } catch (data) {
      toast({
        title: labels.failureTitle,
        description:
          readSubscribeError((data as { data?: unknown } | null)?.data ?? data) ??
          labels.failureFallback,
        color: 'error',
      })
    } finally {
      setLoading(false)
    }
  }
  return (
    <form noValidate onSubmit={submit} data-newsletter-form="" className="w-full max-w-sm">
      <p className="text-sm font-semibold text-slate-900 dark:text-white">{labels.title}</p>
      <p className="mt-1 text-sm text-slate-500">{labels.description}</p>
      <div className="mt-3 flex gap-2">
        <input
          type="email"
          name="email"
          autoComplete="off"
          placeholder={labels.email}
          aria-label={labels.email}
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
          className="rounded-md bg-green-500 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-600 disabled:opacity-60"
        >
          {labels.button}
        </button>
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
