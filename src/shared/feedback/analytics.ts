import {
  FEEDBACK_COLLECTIONS,
  FEEDBACK_RATINGS,
  type FeedbackCollection,
  type FeedbackRating,
} from './schema'

/**
 * The admin feedback analytics: its filters (read from the query string, the same for the
 * screen and its CSV export) and what the screen shows. Consumers: worker/pages/admin.ts and
 * worker/api/admin.ts (parse), worker/db/queries/feedback.ts (apply),
 * src/components/admin/FeedbackScreen.tsx (render the form and the numbers).
 */

/** The periods offered, in days (`all`: no limit). */
export const FEEDBACK_PERIODS = ['7', '30', '90', 'all'] as const
export type FeedbackPeriod = (typeof FEEDBACK_PERIODS)[number]

/** How the pages are ranked: lowest score first (what needs work), or most votes first. */
export const FEEDBACK_SORTS = ['score', 'votes'] as const
export type FeedbackSort = (typeof FEEDBACK_SORTS)[number]

/** The filters of the screen and the export. */
export interface FeedbackFilter {
  collection: FeedbackCollection | 'all'
  period: FeedbackPeriod
  rating: FeedbackRating | 'all'
  sort: FeedbackSort
}

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback

/** Reads the filters from a query string; anything unknown falls back to the default. */
export function parseFeedbackFilter(params: URLSearchParams): FeedbackFilter {
  return {
    collection: pick(['all', ...FEEDBACK_COLLECTIONS], params.get('collection'), 'all'),
    period: pick(FEEDBACK_PERIODS, params.get('period'), '30'),
    rating: pick(['all', ...FEEDBACK_RATINGS], params.get('rating'), 'all'),
    sort: pick(FEEDBACK_SORTS, params.get('sort'), 'score'),
  }
}

/** The query string of a filter (defaults left out), for links and the export. */
export function feedbackFilterQuery(filter: FeedbackFilter): string {
  const params = new URLSearchParams()
  if (filter.collection !== 'all') params.set('collection', filter.collection)
  if (filter.period !== '30') params.set('period', filter.period)
  if (filter.rating !== 'all') params.set('rating', filter.rating)
  if (filter.sort !== 'score') params.set('sort', filter.sort)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Votes per rating (every rating present). */
export type RatingCounts = Record<FeedbackRating, number>

/** One page's votes. */
export interface FeedbackPageRow {
  path: string
  collection: FeedbackCollection
  votes: number
  /** Mean rating score, 1 … 4. */
  score: number
  ratings: RatingCounts
}

/** One week (starting Monday, `YYYY-MM-DD`). */
export interface FeedbackWeekRow {
  week: string
  votes: number
  score: number
}

/** One comment. */
export interface FeedbackCommentRow {
  id: number
  path: string
  rating: FeedbackRating
  comment: string
  createdAt: number
}

/** What the feedback screen shows for one filter. */
export interface FeedbackAnalytics {
  filter: FeedbackFilter
  totals: { votes: number; score: number; comments: number; ratings: RatingCounts }
  pages: FeedbackPageRow[]
  weeks: FeedbackWeekRow[]
  comments: FeedbackCommentRow[]
}
