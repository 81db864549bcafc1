import * as v from 'valibot'
import { DOCS_VERSIONS } from '../docs/versions'
import { isPathUnder } from '../routing/path'

/**
 * The 'Was this helpful?' vote: one schema for the widget (src/islands/FeedbackWidget.tsx,
 * checks before sending) and `POST /api/feedback` (worker/api/feedback.ts, checks the body
 * before a row of `feedback` is written), plus the ratings and collections the admin
 * analytics (worker/db/queries/feedback.ts, src/components/admin/FeedbackScreen.tsx) group by.
 * Messages come from the caller's locale (`feedback.error.*` in src/shared/i18n/feedback.ts).
 */

/** The four ratings, worst first; each has a label `feedback.rating.<value>`. */
export const FEEDBACK_RATINGS = ['poor', 'confusing', 'good', 'great'] as const
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number]

/** A rating's score (1 worst … 4 best): a page's score is the mean of its votes. */
export function ratingScore(rating: FeedbackRating): number {
  return FEEDBACK_RATINGS.indexOf(rating) + 1
}

/** The collections that carry the widget: the docs versions and the blog. */
export const FEEDBACK_COLLECTIONS = [
  ...DOCS_VERSIONS.map((version) => version.collection),
  'blog',
] as const
export type FeedbackCollection = (typeof FEEDBACK_COLLECTIONS)[number]

/** Longest comment, in characters. */
export const FEEDBACK_COMMENT_MAX = 1000
/** Longest page path accepted. */
export const FEEDBACK_PATH_MAX = 300
/** Largest accepted request body (a comment of 1,000 CJK characters is 3 KB of UTF-8). */
export const FEEDBACK_MAX_BYTES = 4 * 1024

/**
 * The collection a page path belongs to, or undefined when no feedback is taken there: a docs
 * version's prefix (`/docs/4.x/…`) or `/blog/<slug>`.
 */
export function feedbackCollectionOf(path: string): FeedbackCollection | undefined {
  if (/^\/blog\/[^/]/.test(path)) return 'blog'
  return DOCS_VERSIONS.find((version) => isPathUnder(path, version.path))?.collection
}

/** One message per problem, shown in the widget and answered by the API. */
export interface FeedbackMessages {
  path: string
  rating: string
  comment: string
  body: string
}

/** Builds the schema with the messages of one locale. */
export function createFeedbackSchema(messages: FeedbackMessages) {
  return v.object(
    {
      path: v.pipe(
        v.string(messages.path),
        v.maxLength(FEEDBACK_PATH_MAX, messages.path),
        v.check((path) => feedbackCollectionOf(path) !== undefined, messages.path)
      ),
      rating: v.picklist(FEEDBACK_RATINGS, messages.rating),
      comment: v.optional(
        v.pipe(
          v.string(messages.comment),
          v.trim(),
          v.maxLength(FEEDBACK_COMMENT_MAX, messages.comment)
        ),
        ''
      ),
    },
    messages.body
  )
}

export type FeedbackVote = v.InferOutput<ReturnType<typeof createFeedbackSchema>>

/** The outcome of checking a vote: its normalised value, or the first problem's message. */
export type FeedbackCheck = { ok: true; value: FeedbackVote } | { ok: false; message: string }

/** Checks a vote against the schema. */
export function checkFeedbackVote(
  schema: ReturnType<typeof createFeedbackSchema>,
  input: unknown
): FeedbackCheck {
  const result = v.safeParse(schema, input)
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, message: result.issues[0].message }
}
