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
import type { NewsletterPerkSchema } from './content/schemas/newsletter'
import type { FilterChoice } from './filters/url-filters'

/*
 * PageData of the pages listing a data collection (templates, showcase, video courses, team,
 * design kit), the newsletter page and its issues. Item types are the content schemas' output types.
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

export type NewsletterPerk = v.InferOutput<typeof NewsletterPerkSchema>

/** A past issue of the newsletter (content/newsletter) as its card shows it. */
export interface NewsletterIssueSummary {
  path: string
  title: string
  description: string
  /** The issue's number ('Issue 23'). */
  issue: number
  /** When it was mailed, `YYYY-MM-DD`. */
  date: string
  topics: string[]
}

export interface NewsletterPage extends LandingIntro {
  route: 'newsletter'
  /** What a subscriber gets (the landing page's `perks`). */
  perks: NewsletterPerk[]
  /** How often an issue goes out ('' when the landing page does not say). */
  cadence: string
  /** The latest issues, newest first (empty: the section is left out). */
  issues: NewsletterIssueSummary[]
}

/** `/newsletter/<slug>`: one past issue, as it was mailed. */
export interface NewsletterIssuePage {
  route: 'newsletter-issue'
  /** Sanitized HTML compiled at build time. */
  body: string
  issue: NewsletterIssueSummary
  /** The next issue sent after this one, if any. */
  newer?: { path: string; title: string }
  /** The issue sent before this one, if any. */
  older?: { path: string; title: string }
}

export type CollectionPage =
  | TemplatesPage
  | ShowcasePage
  | VideoCoursesPage
  | TeamPage
  | DesignKitPage
  | NewsletterPage
  | NewsletterIssuePage
