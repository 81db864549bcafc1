import { translationField } from '../db/locale-rows'
import { getNewsletterIssue, listNewsletterIssues } from '../db/queries/newsletter-issues'
import { pageNotFound } from '../errors'
import { definePage, redirect } from './define-page'

/**
 * Route 'newsletter-issue': one past issue of the newsletter (`/newsletter/<slug>`) with its
 * number, date, topics and body, and the newer and older issues; a trailing slash redirects, an
 * unknown slug is the spec's 404.
 */
export const newsletterIssuePage = definePage(
  'newsletter-issue',
  async ({ path, url, db, locale }) => {
    const canonical = path.replace(/\/+$/, '')
    if (canonical !== path) return redirect(`${canonical}${url.search}`, 301)
    const [row, issues] = await Promise.all([
      getNewsletterIssue(db, path, locale),
      listNewsletterIssues(db, locale),
    ])
    if (!row) throw pageNotFound(path)
    const index = issues.findIndex((each) => each.path === path)
    const link = (at: number) => {
      const other = at >= 0 ? issues[at] : undefined
      return other ? { path: other.path, title: other.title } : undefined
    }
    // newest first: the newer issue comes before this one in the list
    const newer = index > 0 ? link(index - 1) : undefined
    const older = index >= 0 ? link(index + 1) : undefined
    return {
      route: 'newsletter-issue',
      path,
      locale,
      title: row.title,
      description: row.description,
      body: row.body,
      issue: {
        path,
        title: row.title,
        description: row.description,
        issue: row.issue,
        date: row.date,
        topics: row.topics,
      },
      ...(newer ? { newer } : {}),
      ...(older ? { older } : {}),
      ...translationField(row, locale),
    }
  }
)
