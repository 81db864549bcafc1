import type * as v from 'valibot'
import type {
  DesignKitSchema,
  SHOWCASE_CATEGORIES,
  TEMPLATE_BADGES,
  ShowcaseSchema,
  TeamMemberSchema,
  TemplateSchema,
  VideoCourseSchema,
} from './content/schemas/data'
import type { FilterChoice } from './filters/url-filters'

/*
 * PageData of the pages listing a data collection (templates, showcase, video courses, team,
 * design kit) and the newsletter page. Item types are the content schemas' output types.
 * src/shared/page-data.ts adds the base fields (title, locale, path...) to each. Consumers: their
 * loaders (worker/pages/*.ts) and components (src/pages/*Page.tsx).
 */

export type Template = v.InferOutput<typeof TemplateSchema>
export type TemplateBadge = (typeof TEMPLATE_BADGES)[number]
export type ShowcaseSite = v.InferOutput<typeof ShowcaseSchema> & { host: string }
export type ShowcaseCategory = (typeof SHOWCASE_CATEGORIES)[number]
export type VideoCourse = v.InferOutput<typeof VideoCourseSchema>
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>
export type DesignKitAsset = v.InferOutput<typeof DesignKitSchema>

/** The landing page of a listing (content/landing/<name>.md): hero and the markdown body. */
export interface LandingIntro {
  /** The hero's heading and sentence (frontmatter `hero`), else the page's title and description. */
  hero: { title: string; description: string }
  /** Sanitized HTML compiled at build time. */
  body: string
}

export interface TemplatesPage extends LandingIntro {
  route: 'templates'
  /** The selected badge (`?badge=`), undefined for all. */
  badge?: TemplateBadge
  filter: FilterChoice<TemplateBadge>[]
  /** The templates the filter keeps, featured first. */
  templates: Template[]
}

export interface ShowcasePage extends LandingIntro {
  route: 'showcase'
  /** The selected category (`?category=`), undefined for all. */
  category?: ShowcaseCategory
  filter: FilterChoice<ShowcaseCategory>[]
  sites: ShowcaseSite[]
}

export interface VideoCoursesPage extends LandingIntro {
  route: 'video-courses'
  /** Courses by sponsors of the project: the wide rows first. */
  sponsored: VideoCourse[]
  courses: VideoCourse[]
}

export interface TeamPage extends LandingIntro {
  route: 'team'
  core: TeamMember[]
  ecosystem: TeamMember[]
}

export interface DesignKitPage extends LandingIntro {
  route: 'design-kit'
  /** Logos, icon and wordmark with their files. */
  logos: DesignKitAsset[]
  /** Colour swatches (each has a `value`). */
  colours: DesignKitAsset[]
}

/** A past issue: a blog post of the newsletter category. */
export interface NewsletterIssue {
  path: string
  title: string
  description: string
  /** ISO date. */
  date?: string
}

export interface NewsletterPage extends LandingIntro {
  route: 'newsletter'
  /** The latest blog posts of the 'Newsletter' category (empty: the section is left out). */
  issues: NewsletterIssue[]
}

export type CollectionPage =
  TemplatesPage | ShowcasePage | VideoCoursesPage | TeamPage | DesignKitPage | NewsletterPage
