import { useState, type FormEvent } from 'react'
import { raiseToast } from '../components/ui/raise-toast'
import { useHydrated } from '../components/use-hydrated'
import {
  checkFeedbackVote,
  createFeedbackSchema,
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_RATINGS,
  type FeedbackRating,
} from '../shared/feedback/schema'
import { FEEDBACK_MESSAGES } from '../shared/i18n/feedback'
import type { Locale } from '../shared/i18n/locales'

export interface FeedbackWidgetProps {
  endpoint: string
  /** The page voted on. */
  path: string
  /** The page's locale: the strings come with the island's code, not in its props. */
  locale: Locale
}

/** One icon per rating, worst to best. */
const ICONS: Record<FeedbackRating, string> = {
  poor: 'i-lucide-frown',
  confusing: 'i-lucide-meh',
  good: 'i-lucide-smile',
  great: 'i-lucide-laugh',
}

/**
 * 'Was this helpful?': a click on one of the four ratings sends the vote at once; then an
 * optional comment can follow (sent with the same rating, it replaces today's vote). Checked
 * with the schema the API uses; a refusal raises an error toast with the server's message.
 */
export default function FeedbackWidget({ endpoint, path, locale }: FeedbackWidgetProps) {
  const hydrated = useHydrated()
  const labels = FEEDBACK_MESSAGES[locale] ?? FEEDBACK_MESSAGES.en
  const schema = createFeedbackSchema({
    path: labels['feedback.error.path'],
    rating: labels['feedback.error.rating'],
    comment: labels['feedback.error.comment'],
    body: labels['feedback.error.body'],
  })
  const [rating, setRating] = useState<FeedbackRating | null>(null)
  const [comment, setComment] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  const send = async (vote: { rating: FeedbackRating; comment: string }): Promise<boolean> => {
    const checked = checkFeedbackVote(schema, { path, ...vote })
    const fail = (description: string) => {
      raiseToast({ title: labels['feedback.failureTitle'], description, color: 'error' })
      return false
    }
    if (!checked.ok) return fail(checked.message)
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(checked.value),
      })
      if (response.ok) return true
      const data = (await response.json().catch(() => null)) as { error?: string } | null
      return fail(data?.error ?? labels['feedback.failureFallback'])
    } catch {
      return fail(labels['feedback.failureFallback'])
    }
  }

  const choose = async (next: FeedbackRating) => {
    setState('sending')
    if (await send({ rating: next, comment: '' })) setRating(next)
    setState('idle')
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!rating) return
    setState('sending')
    setState((await send({ rating, comment })) ? 'sent' : 'idle')
  }

  return (
    <section
      aria-labelledby="feedback-title"
      data-feedback=""
      data-ready={hydrated ? '' : undefined}
      className="mt-10 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <h2 id="feedback-title" className="text-sm font-semibold">
          {labels['feedback.title']}
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby="feedback-title">
          {FEEDBACK_RATINGS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={rating === value}
              disabled={state !== 'idle'}
              onClick={() => void choose(value)}
              data-rating={value}
              className={`inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm disabled:cursor-default ${rating === value ? 'border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100' : 'border-slate-200 hover:border-green-500 dark:border-slate-700'}`}
            >
              <span className={`${ICONS[value]} size-4`} aria-hidden="true" />
              {labels[`feedback.rating.${value}`]}
            </button>
          ))}
        </div>
      </div>
      {rating && state === 'sent' ? (
        <p className="mt-3 text-sm text-green-700 dark:text-green-400" role="status">
          {labels['feedback.sent']}
        </p>
      ) : rating ? (
        <form onSubmit={submit} className="mt-4 grid gap-2" data-feedback-comment="">
          <p className="text-sm text-green-700 dark:text-green-400" role="status">
            {labels['feedback.thanks']}
          </p>
          <label htmlFor="feedback-comment" className="text-sm font-medium">
            {labels['feedback.commentLabel']}
          </label>
          <textarea
            id="feedback-comment"
            rows={3}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            placeholder={labels['feedback.commentPlaceholder']}
            onChange={(event) => setComment(event.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
          <button
            type="submit"
            disabled={state !== 'idle' || comment.trim() === ''}
            className="justify-self-start rounded-md bg-green-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-green-800 disabled:opacity-50"
          >
            {state === 'sending' ? labels['feedback.sending'] : labels['feedback.send']}
          </button>
        </form>
      ) : null}
    </section>
  )
}
