import type { VideoCourse } from '../../shared/collection-pages'
import type { Messages } from '../../shared/i18n'
import { fillTemplate } from '../../shared/i18n/format'
import { ExternalLink } from '../ui/ExternalLink'
import { BADGE_COLOURS, PILL } from './card-styles'

/** '45 min', '1 h 35 min' or '7 h' in the page's language. */
export function formatDuration(minutes: number, t: Messages): string {
  if (minutes < 60) return fillTemplate(t['videoCourses.minutes'], { minutes })
  if (minutes % 60 === 0) return fillTemplate(t['videoCourses.hoursOnly'], { hours: minutes / 60 })
  return fillTemplate(t['videoCourses.hours'], {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  })
}

/**
 * One video course: cover, badge, name, author, duration and lessons, description; the card
 * links to the course. `wide` lays it out as a sponsor row (cover beside the text).
 */
export function CourseCard({
  course,
  t,
  lazy,
  wide = false,
}: {
  course: VideoCourse
  t: Messages
  lazy: boolean
  wide?: boolean
}) {
  const facts = [
    course.duration ? formatDuration(course.duration, t) : undefined,
    course.lessons ? fillTemplate(t['videoCourses.lessons'], { count: course.lessons }) : undefined,
  ].filter(Boolean)
  return (
    <ExternalLink
      href={course.url}
      className={`group flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-green-500 dark:border-slate-800 dark:bg-slate-900/60 dark:hover:border-green-500 ${wide ? 'flex-col md:flex-row' : 'flex-col'}`}
      data-course={course.slug}
    >
      <img
        src={course.screenshotUrl}
        alt={fillTemplate(t['videoCourses.cover'], { name: course.name })}
        width={640}
        height={360}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        className={`block aspect-video bg-slate-100 object-cover dark:bg-slate-800 ${wide ? 'w-full md:w-2/5' : 'w-full'}`}
      />
      <span className="flex flex-1 flex-col gap-2 p-5">
        <span className="flex flex-wrap items-center gap-2">
          {course.sponsor ? (
            <span
              className={`${PILL} bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300`}
            >
              {t['videoCourses.sponsor']}
            </span>
          ) : null}
          {course.badge ? (
            <span className={`${PILL} ${BADGE_COLOURS[course.badge]}`} data-badge={course.badge}>
              {t[`badge.${course.badge}`]}
            </span>
          ) : null}
        </span>
        <span
          className={`${wide ? 'text-xl' : 'text-lg'} font-semibold text-slate-900 group-hover:text-green-700 dark:text-white dark:group-hover:text-green-400`}
        >
          {course.name}
        </span>
        <span className="text-sm text-slate-500 dark:text-slate-400" data-course-facts="">
          {[fillTemplate(t['videoCourses.by'], { author: course.author }), ...facts].join(' · ')}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{course.description}</span>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-medium text-green-700 dark:text-green-400">
          {t['videoCourses.watch']}
          <span className="i-lucide-arrow-right size-4" aria-hidden="true" />
        </span>
      </span>
    </ExternalLink>
  )
}
