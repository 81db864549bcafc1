import { listBlogPosts } from '../db/queries/blog'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/** The blog category whose posts are the newsletter's past issues (compared case-insensitively). */
export const NEWSLETTER_CATEGORY = 'newsletter'
/** How many past issues the page lists. */
const LATEST_ISSUES = 6

/** Route 'newsletter': the pitch (landing page), the form and the latest issues, if any. */
export const newsletterPage = definePage('newsletter', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url)
  if (moved) return moved
  const [intro, posts] = await Promise.all([loadLandingIntro(db, path, locale), listBlogPosts(db)])
  return {
    route: 'newsletter',
    ...intro,
    issues: posts
      .filter((post) => post.category?.toLowerCase() === NEWSLETTER_CATEGORY)
      .slice(0, LATEST_ISSUES)
      .map(({ path, title, description, date }) => ({
        path,
        title,
        description,
        ...(date ? { date } : {}),
      })),
  }
})
