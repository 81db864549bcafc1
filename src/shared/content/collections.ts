import { DOCS_VERSIONS, type DocsCollection } from '../docs/versions'
import type { GenericSchema } from 'valibot'
import { AgencyFrontmatterSchema } from './schemas/agencies'
import { BlogFrontmatterSchema } from './schemas/blog'
import {
  DesignKitSchema,
  ManualSponsorSchema,
  ShowcaseSchema,
  TeamMemberSchema,
  TemplateSchema,
  VideoCourseSchema,
} from './schemas/data'
import { DeployFrontmatterSchema } from './schemas/deploy'
import { HomeFrontmatterSchema } from './schemas/home'
import { LandingFrontmatterSchema } from './schemas/landing'
import { NewsletterIssueSchema } from './schemas/newsletter'
import { PageFrontmatterSchema } from './schemas/page'
import { SupportFrontmatterSchema } from './schemas/support'

/**
 * The content collections of the spec (section 3), one source of truth.
 * Consumers: build/content (reads `dir`, validates with `schema`, writes `table`),
 * worker/db/schema.ts (one table per entry), worker/api/content (endpoint allow-list),
 * worker/pages loaders (by collection name).
 */
export interface CollectionDefinition {
  /** Collection name as the spec spells it. */
  name: CollectionName
  /** D1 table. */
  table: string
  /** `page`: markdown with a body and a path; `data`: one yml object per file. */
  kind: 'page' | 'data'
  /** Folder under `content/`. */
  dir: string
  /** URL path of the folder's `index` file; other files append their stripped path. */
  pathBase: string
  /** Frontmatter (page) or file (data) schema. */
  schema: GenericSchema
}

/** The docs collections, one per version (src/shared/docs/versions.ts). */
const DOCS_COLLECTIONS = DOCS_VERSIONS.map((version) => version.collection) as DocsCollection[]

export const COLLECTION_NAMES = [
  'index',
  ...DOCS_COLLECTIONS,
  'blog',
  'landing',
  'deploy',
  'manualSponsors',
  'support',
  'agencies',
  'templates',
  'showcase',
  'videoCourses',
  'designKit',
  'team',
  'newsletter',
] as const
export type CollectionName = (typeof COLLECTION_NAMES)[number]

const page = (
  name: CollectionName,
  table: string,
  dir: string,
  pathBase: string,
  schema: GenericSchema = PageFrontmatterSchema
): CollectionDefinition => ({ name, table, kind: 'page', dir, pathBase, schema })
const data = (
  name: CollectionName,
  table: string,
  dir: string,
  schema: GenericSchema
): CollectionDefinition => ({ name, table, kind: 'data', dir, pathBase: '', schema })

export const COLLECTIONS: readonly CollectionDefinition[] = [
  page('index', 'content_index', 'home', '/', HomeFrontmatterSchema),
  ...DOCS_VERSIONS.map((version) =>
    page(version.collection, `content_${version.collection}`, version.path.slice(1), version.path)
  ),
  page('blog', 'content_blog', 'blog', '/blog', BlogFrontmatterSchema),
  page('landing', 'content_landing', 'landing', '/', LandingFrontmatterSchema),
  page('deploy', 'content_deploy', 'deploy', '/deploy', DeployFrontmatterSchema),
  data('manualSponsors', 'content_manual_sponsors', 'enterprise/sponsors', ManualSponsorSchema),
  page(
    'support',
    'content_support',
    'enterprise/support',
    '/enterprise/support',
    SupportFrontmatterSchema
  ),
  page(
    'agencies',
    'content_agencies',
    'enterprise/agencies',
    '/enterprise/agencies',
    AgencyFrontmatterSchema
  ),
  data('templates', 'content_templates', 'templates', TemplateSchema),
  data('showcase', 'content_showcase', 'showcase', ShowcaseSchema),
  data('videoCourses', 'content_video_courses', 'video-courses', VideoCourseSchema),
  data('designKit', 'content_design_kit', 'design-kit', DesignKitSchema),
  data('team', 'content_team', 'team', TeamMemberSchema),
  // the newsletter's past issues, each a page at /newsletter/<slug> (no index: /newsletter is
  // the landing page of that name)
  page('newsletter', 'content_newsletter', 'newsletter', '/newsletter', NewsletterIssueSchema),
]

/** Looks a collection up by name; undefined for anything else (hostile input included). */
export function getCollection(name: string): CollectionDefinition | undefined {
  return COLLECTIONS.find((collection) => collection.name === name)
}
