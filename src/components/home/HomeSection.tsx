import type { ReactNode } from 'react'
import type { HomeFrontmatter } from '../../shared/content/schemas/home'
import { SectionHeading } from './SectionHeading'

/** The frame most home sections share: the layout every one of them starts from. */
const DEFAULT_LAYOUT = 'mx-auto max-w-6xl px-4 py-20 sm:px-6'

/**
 * A home section with its heading from frontmatter: `<section>` labelled by its h2
 * (`home-<name>`), marked `data-home="<name>"` (tests and the client find sections by it), then
 * the section's own content.
 */
export function HomeSection({
  name,
  section,
  center = false,
  className = DEFAULT_LAYOUT,
  children,
}: {
  name: string
  section: Pick<HomeFrontmatter['code'], 'title' | 'description' | 'link'>
  center?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <section className={className} aria-labelledby={`home-${name}`} data-home={name}>
      <SectionHeading section={section} id={`home-${name}`} center={center} />
      {children}
    </section>
  )
}
