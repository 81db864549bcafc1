import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { HomeLink } from './HomeLink'

type Section = Pick<HomeFrontmatter['code'], 'title' | 'description' | 'link'>

/** A home section's h2, intro and optional link, from the section's frontmatter. */
export function SectionHeading({
  section,
  id,
  center = false,
}: {
  section: Section
  id: string
  center?: boolean
}) {
  return (
    <div className={`flex flex-col gap-3 ${center ? 'items-center text-center' : ''}`}>
      <h2
        id={id}
        className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {section.title}
      </h2>
      {section.description ? (
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          {section.description}
        </p>
      ) : null}
      {section.link ? <HomeLink link={section.link} variant="text" /> : null}
    </div>
  )
}
