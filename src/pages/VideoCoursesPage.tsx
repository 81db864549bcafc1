import { CourseCard } from '../components/listing/CourseCard'
import { ListingHero } from '../components/listing/ListingHero'
import type { Messages } from '../shared/i18n'
import type { VideoCoursesPageData } from '../shared/page-data'

const HEADING = 'text-2xl font-bold tracking-tight text-slate-900 dark:text-white'

/** /video-courses: hero, the sponsors' courses as wide rows, then every other course in a grid. */
export function VideoCoursesPage({ data, t }: { data: VideoCoursesPageData; t: Messages }) {
  return (
    <div data-listing="video-courses">
      <ListingHero title={data.title} intro={data} t={t} />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-12 sm:px-6">
        {data.sponsored.length ? (
          <section aria-labelledby="sponsored-courses" data-course-sponsors="">
            <h2 id="sponsored-courses" className={HEADING}>
              {t['videoCourses.sponsored']}
            </h2>
            <ul className="mt-6 flex flex-col gap-6">
              {data.sponsored.map((course, index) => (
                <li key={course.slug}>
                  <CourseCard course={course} t={t} lazy={index > 0} wide />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="all-courses">
          <h2 id="all-courses" className={HEADING}>
            {t['videoCourses.all']}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-course-list="">
            {data.courses.map((course) => (
              <li key={course.slug}>
                <CourseCard course={course} t={t} lazy />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  )
}
