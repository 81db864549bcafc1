import { pickLocale, preferLocale, withFallback } from '../locale-rows'
import type { Locale } from '../../../src/shared/i18n/locales'
import { desc, eq, and } from 'drizzle-orm'
import * as v from 'valibot'
import type { NewsletterIssueSummary } from '../../../src/shared/collection-pages'
import type { Db } from '../client'
import { keepValidRows, PageRowSchema, requireRow } from '../row-check'
import { contentNewsletter } from '../schema'

/** A newsletter issue's JSON columns as the build writes them. */
const TopicsSchema = v.looseObject({
  topics: v.array(v.string(), 'topics: expected a list of strings'),
})
const IssueRowSchema = v.looseObject({ ...PageRowSchema.entries, ...TopicsSchema.entries })

/**
 * The newsletter's past issues, newest first (a malformed row is skipped and logged once).
 * In another language each issue's translation, else its English row. Consumers: /newsletter
 * (the latest issues), an issue's newer/older links, the sitemap.
 */
export async function listNewsletterIssues(
  db: Db,
  locale: Locale = 'en'
): Promise<NewsletterIssueSummary[]> {
  const rows = await db
    .select({
      path: contentNewsletter.path,
      title: contentNewsletter.title,
      description: contentNewsletter.description,
      issue: contentNewsletter.issue,
      date: contentNewsletter.date,
      topics: contentNewsletter.topics,
      locale: contentNewsletter.locale,
    })
    .from(contentNewsletter)
    .where(withFallback(contentNewsletter, locale))
    .orderBy(desc(contentNewsletter.date), desc(contentNewsletter.issue))
  const picked = pickLocale(rows, locale, (row) => row.path).map(
    ({ locale: _locale, ...row }) => row
  )
  return keepValidRows(TopicsSchema, picked, (row) => `newsletter${row.path}`)
}

/**
 * One issue by path with its compiled body, or undefined; a malformed row throws a 503. In
 * another language: its translation, else the English row (its `locale` says which).
 */
export async function getNewsletterIssue(db: Db, path: string, locale: Locale = 'en') {
  const rows = await db
    .select()
    .from(contentNewsletter)
    .where(and(eq(contentNewsletter.path, path), withFallback(contentNewsletter, locale)))
    .orderBy(preferLocale(contentNewsletter, locale))
    .limit(1)
  return rows[0] && requireRow(IssueRowSchema, rows[0], `newsletter${path}`)
}
