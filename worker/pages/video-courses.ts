import { VideoCourseSchema } from '../../src/shared/content/schemas/data'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/** Route 'video-courses': the sponsors' courses as wide rows, then the others (source order). */
export const videoCoursesPage = definePage('video-courses', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url)
  if (moved) return moved
  const [intro, courses] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'videoCourses', VideoCourseSchema, locale),
  ])
  return {
    route: 'video-courses',
    ...intro,
    sponsored: courses.filter((course) => course.sponsor),
    courses: courses.filter((course) => !course.sponsor),
  }
})
