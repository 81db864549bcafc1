import { inLocale } from '../locale-rows'
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
 * Consumers: /newsletter (the latest issues), an issue's newer/older links, the sitemap.
 */
export async function listNewsletterIssues(db: Db): Promise<NewsletterIssueSummary[]> {
  const rows = await db
    .select({
      path: contentNewsletter.path,
      title: contentNewsletter.title,
      description: contentNewsletter.description,
      issue: contentNewsletter.issue,
      date: contentNewsletter.date,
      topics: contentNewsletter.topics,
    })
    .from(contentNewsletter)
    .where(inLocale(contentNewsletter))
    .orderBy(desc(contentNewsletter.date), desc(contentNewsletter.issue))
  return keepValidRows(TopicsSchema, rows, (row) => `newsletter${row.path}`)
}

/** One issue by path with its compiled body, or undefined; a malformed row throws a 503. */
export async function getNewsletterIssue(db: Db, path: string) {
  const rows = await db
    .select()
    .from(contentNewsletter)
    .where(and(eq(contentNewsletter.path, path), inLocale(contentNewsletter)))
    .limit(1)
  return rows[0] && requireRow(IssueRowSchema, rows[0], `newsletter${path}`)
}
