import { and, asc, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm'
import type {
  FeedbackAnalytics,
  FeedbackCommentRow,
  FeedbackFilter,
  RatingCounts,
} from '../../../src/shared/feedback/analytics'
import {
  FEEDBACK_RATINGS,
  ratingScore,
  type FeedbackCollection,
  type FeedbackRating,
} from '../../../src/shared/feedback/schema'
import type { Db } from '../client'
import { COLLECTION_TABLES, feedback } from '../schema'
import { inLocale } from '../locale-rows'

/** Pages, weeks and comments the screen lists at most. */
export const FEEDBACK_LIST_LIMIT = 100
/** Weeks of trend shown at most (the newest). */
export const FEEDBACK_WEEKS = 26

/** The vote as stored: one row per page, visitor and day. */
export interface VoteRow {
  path: string
  collection: FeedbackCollection
  rating: FeedbackRating
  comment: string
  locale: string
  visitor: string
  day: string
}

/** True when `path` is a page of `collection` in D1 (no votes for pages that do not exist). */
export async function isFeedbackPage(db: Db, collection: FeedbackCollection, path: string) {
  const table = COLLECTION_TABLES[collection]
  const rows = await db
    .select({ path: table.path })
    .from(table)
    .where(and(eq(table.path, path), inLocale(table)))
    .limit(1)
  return rows.length === 1
}

/**
 * Stores a vote, or replaces the visitor's vote of the same page and day (they changed their
 * mind or added a comment). Returns whether a new row was created.
 */
export async function upsertVote(db: Db, vote: VoteRow, now = Date.now()): Promise<boolean> {
  const [row] = await db
    .insert(feedback)
    .values({ ...vote, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [feedback.path, feedback.visitor, feedback.day],
      set: { rating: vote.rating, comment: vote.comment, locale: vote.locale, updatedAt: now },
    })
    .returning({ createdAt: feedback.createdAt })
  return row?.createdAt === now
}

/** 1 … 4 per rating, in SQL. */
const SCORE = sql<number>`CASE ${feedback.rating} ${sql.raw(
  FEEDBACK_RATINGS.map((rating) => `WHEN '${rating}' THEN ${ratingScore(rating)}`).join(' ')
)} END`
const MEAN_SCORE = sql<number>`coalesce(avg(${SCORE}), 0)`
const ratingCount = (rating: FeedbackRating) =>
  sql<number>`sum(CASE WHEN ${feedback.rating} = ${rating} THEN 1 ELSE 0 END)`

/** The WHERE of a filter at time `now`. */
function whereOf(filter: FeedbackFilter, now: number): SQL | undefined {
  return and(
    filter.collection === 'all' ? undefined : eq(feedback.collection, filter.collection),
    filter.period === 'all'
      ? undefined
      : gte(feedback.createdAt, now - Number(filter.period) * 86_400_000),
    filter.rating === 'all' ? undefined : eq(feedback.rating, filter.rating)
  )
}

const ratingColumns = Object.fromEntries(
  FEEDBACK_RATINGS.map((rating) => [rating, ratingCount(rating)])
) as Record<FeedbackRating, SQL<number>>

const toCounts = (row: Record<FeedbackRating, number | null>): RatingCounts =>
  Object.fromEntries(FEEDBACK_RATINGS.map((r) => [r, Number(row[r] ?? 0)])) as RatingCounts

/** Everything the feedback screen shows for one filter. */
export async function loadFeedbackAnalytics(
  db: Db,
  filter: FeedbackFilter,
  now = Date.now()
): Promise<FeedbackAnalytics> {
  const where = whereOf(filter, now)
  const week = sql<string>`date(${feedback.day}, 'weekday 0', '-6 days')`
  const [totals, pages, weeks, comments] = await Promise.all([
    db
      .select({
        votes: count(),
        score: MEAN_SCORE,
        comments: sql<number>`sum(CASE WHEN ${feedback.comment} <> '' THEN 1 ELSE 0 END)`,
        ...ratingColumns,
      })
      .from(feedback)
      .where(where)
      .get(),
    db
      .select({
        path: feedback.path,
        collection: feedback.collection,
        votes: count(),
        score: MEAN_SCORE,
        ...ratingColumns,
      })
      .from(feedback)
      .where(where)
      .groupBy(feedback.path, feedback.collection)
      .orderBy(
        ...(filter.sort === 'votes'
          ? [desc(count()), asc(MEAN_SCORE)]
          : [asc(MEAN_SCORE), desc(count())]),
        asc(feedback.path)
      )
      .limit(FEEDBACK_LIST_LIMIT),
    db
      .select({ week, votes: count(), score: MEAN_SCORE })
      .from(feedback)
      .where(where)
      .groupBy(week)
      .orderBy(desc(week))
      .limit(FEEDBACK_WEEKS),
    listFeedbackComments(db, and(where, ne(feedback.comment, '')), FEEDBACK_LIST_LIMIT),
  ])
  return {
    filter,
    totals: {
      votes: totals?.votes ?? 0,
      score: Number(totals?.score ?? 0),
      comments: Number(totals?.comments ?? 0),
      ratings: toCounts(totals ?? ({} as Record<FeedbackRating, null>)),
    },
    pages: pages.map(({ path, collection, votes, score, ...ratings }) => ({
      path,
      collection: collection as FeedbackCollection,
      votes,
      score: Number(score),
      ratings: toCounts(ratings),
    })),
    weeks: weeks.reverse().map((row) => ({ ...row, score: Number(row.score) })),
    comments,
  }
}

/** The votes of a filter, newest first (comments only when `where` says so). */
async function listFeedbackComments(
  db: Db,
  where: SQL | undefined,
  limit: number
): Promise<FeedbackCommentRow[]> {
  const rows = await db
    .select({
      id: feedback.id,
      path: feedback.path,
      rating: feedback.rating,
      comment: feedback.comment,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
  return rows as FeedbackCommentRow[]
}

/** Every vote of a filter for the CSV export, newest first (at most `limit`). */
export async function listFeedbackVotes(
  db: Db,
  filter: FeedbackFilter,
  limit: number,
  now = Date.now()
) {
  return db
    .select({
      createdAt: feedback.createdAt,
      path: feedback.path,
      collection: feedback.collection,
      rating: feedback.rating,
      comment: feedback.comment,
      locale: feedback.locale,
    })
    .from(feedback)
    .where(whereOf(filter, now))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
}
