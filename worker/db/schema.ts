import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { isJsonColumn, jsonColumn } from './json-column'
import type * as v from 'valibot'
import type { CollectionName } from '../../src/shared/content/collections'
import type { NavigationItem } from '../../src/shared/content/navigation'
import type { AgencyFrontmatterSchema } from '../../src/shared/content/schemas/agencies'
import type { BlogFrontmatterSchema } from '../../src/shared/content/schemas/blog'
import type { NewsletterIssueSchema } from '../../src/shared/content/schemas/newsletter'
import type { PageFrontmatter } from '../../src/shared/content/schemas/page'
import type { TocLink } from '../../src/shared/content/types'

type BlogFrontmatter = v.InferOutput<typeof BlogFrontmatterSchema>
type AgencyFrontmatter = v.InferOutput<typeof AgencyFrontmatterSchema>
type NewsletterIssue = v.InferOutput<typeof NewsletterIssueSchema>

/**
 * D1 schema: one table per content collection (src/shared/content/collections.ts) plus the
 * content-version table. Migrations in migrations/ are generated from this file by drizzle-kit.
 * JS keys equal the content field names; the build maps fields to columns by these keys and
 * keeps the rest of the frontmatter in `meta`. JSON columns are typed from the valibot output
 * types of the content schemas (src/shared), never re-declared.
 */

const json = jsonColumn

export { isJsonColumn }

/**
 * The language columns of every content row: English rows (`locale` 'en') are the sources; a
 * zh-CN row is a translation merged over its source (build/content/translations.ts). Its
 * `translation` says how it stands: 'current', 'outdated' (the source changed after it was
 * made), or, on data rows only, 'missing' (the English item, copied so a Chinese listing reads
 * one locale). Page collections have zh-CN rows only for translated pages: a missing one is the
 * English row, served with a notice.
 */
const localeColumns = () => ({
  locale: text('locale').notNull().default('en'),
  translation: text('translation', { enum: ['current', 'outdated', 'missing'] }),
})

/** Columns every page-type collection has (spec 3: title, body, description, path, navigation, seo, meta, stem). */
const pageColumns = () => ({
  /** `<collection><path>`, and `@<locale>` after it on a translation's row. */
  id: text('id').primaryKey(),
  /** Source file path under content/, without extension (numeric prefixes kept). */
  stem: text('stem').notNull(),
  /** The page's path (the English one; a translation's row has its source's path). */
  path: text('path').notNull(),
  ...localeColumns(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Sanitized HTML compiled at build time. */
  body: text('body').notNull(),
  /** The markdown source of the body ("Copy page"). */
  raw: text('raw').notNull(),
  toc: json<TocLink[]>('toc').notNull(),
  navigation: json<PageFrontmatter['navigation']>('navigation').notNull(),
  seo: json<NonNullable<PageFrontmatter['seo']>>('seo'),
  meta: json<Record<string, unknown>>('meta').notNull(),
  /** Depth-first order of the source tree (numeric prefixes). */
  position: integer('position').notNull(),
})

/** Columns every data collection has. */
const dataColumns = () => ({
  /** `<collection>/<stem>`, and `@<locale>` after it on a translation's row. */
  id: text('id').primaryKey(),
  ...localeColumns(),
  stem: text('stem').notNull(),
  meta: json<Record<string, unknown>>('meta').notNull(),
  position: integer('position').notNull(),
})

/** Columns of a data collection whose entries have a display name (`name`). */
const namedDataColumns = () => ({ ...dataColumns(), name: text('name').notNull() })

/** A path has one row per language. */
const pathPerLocale =
  (name: string) => (table: { path: AnySQLiteColumn; locale: AnySQLiteColumn }) => [
    uniqueIndex(`${name}_path_locale`).on(table.path, table.locale),
  ]
/** A slug has one row per language. */
const slugPerLocale =
  (name: string) => (table: { slug: AnySQLiteColumn; locale: AnySQLiteColumn }) => [
    uniqueIndex(`${name}_slug_locale`).on(table.slug, table.locale),
  ]

export const contentIndex = sqliteTable(
  'content_index',
  pageColumns(),
  pathPerLocale('content_index')
)
export const contentDocsv3 = sqliteTable(
  'content_docsv3',
  pageColumns(),
  pathPerLocale('content_docsv3')
)
export const contentDocsv4 = sqliteTable(
  'content_docsv4',
  pageColumns(),
  pathPerLocale('content_docsv4')
)
export const contentLanding = sqliteTable(
  'content_landing',
  pageColumns(),
  pathPerLocale('content_landing')
)
export const contentSupport = sqliteTable(
  'content_support',
  pageColumns(),
  pathPerLocale('content_support')
)

export const contentBlog = sqliteTable(
  'content_blog',
  {
    ...pageColumns(),
    authors: json<BlogFrontmatter['authors']>('authors').notNull(),
    category: text('category').notNull(),
    date: text('date').notNull(),
    draft: integer('draft', { mode: 'boolean' }).notNull(),
    image: text('image'),
    tags: json<BlogFrontmatter['tags']>('tags').notNull(),
  },
  pathPerLocale('content_blog')
)

export const contentDeploy = sqliteTable(
  'content_deploy',
  {
    ...pageColumns(),
    category: text('category').notNull(),
    featured: integer('featured', { mode: 'boolean' }).notNull(),
    logoIcon: text('logo_icon'),
    logoSrc: text('logo_src'),
    nitroPreset: text('nitro_preset'),
    website: text('website'),
  },
  pathPerLocale('content_deploy')
)

export const contentAgencies = sqliteTable(
  'content_agencies',
  {
    ...pageColumns(),
    logo: text('logo'),
    contact: text('contact').notNull(),
    location: text('location').notNull(),
    regions: json<AgencyFrontmatter['regions']>('regions').notNull(),
    services: json<AgencyFrontmatter['services']>('services').notNull(),
    website: text('website'),
    github: text('github'),
    x: text('x'),
    linkedin: text('linkedin'),
  },
  pathPerLocale('content_agencies')
)

export const contentTemplates = sqliteTable(
  'content_templates',
  {
    ...namedDataColumns(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    badge: text('badge'),
    screenshotUrl: text('screenshot_url').notNull(),
  },
  slugPerLocale('content_templates')
)

export const contentVideoCourses = sqliteTable(
  'content_video_courses',
  {
    ...namedDataColumns(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    badge: text('badge'),
    screenshotUrl: text('screenshot_url').notNull(),
  },
  slugPerLocale('content_video_courses')
)

export const contentShowcase = sqliteTable('content_showcase', {
  ...namedDataColumns(),
  url: text('url').notNull(),
  screenshotUrl: text('screenshot_url').notNull(),
  category: text('category').notNull(),
})

export const contentManualSponsors = sqliteTable('content_manual_sponsors', {
  ...namedDataColumns(),
  url: text('url').notNull(),
  logo: text('logo').notNull(),
  tier: text('tier').notNull(),
})

export const contentTeam = sqliteTable('content_team', {
  ...namedDataColumns(),
  role: text('role').notNull(),
  avatar: text('avatar').notNull(),
})

export const contentDesignKit = sqliteTable('content_design_kit', {
  ...namedDataColumns(),
  description: text('description').notNull(),
  kind: text('kind').notNull(),
})

/** The newsletter's past issues (content/newsletter), one page each at /newsletter/<slug>. */
export const contentNewsletter = sqliteTable(
  'content_newsletter',
  {
    ...pageColumns(),
    /** The issue's number ('Issue 23'). */
    issue: integer('issue').notNull(),
    /** When it was mailed, `YYYY-MM-DD` (newest first). */
    date: text('date').notNull(),
    topics: json<NewsletterIssue['topics']>('topics').notNull(),
  },
  pathPerLocale('content_newsletter')
)

/** Which build the content of each collection belongs to (written last by each collection's SQL). */
export const contentInfo = sqliteTable('content_info', {
  collection: text('collection').primaryKey(),
  /** Content hash of the collection's rows; also the `v` of its sql_dump URL. */
  hash: text('hash').notNull(),
  buildId: text('build_id').notNull(),
  rows: integer('rows').notNull(),
  /** Navigation tree of a page collection (folders from `.navigation.yml`), JSON. */
  navigation: json<NavigationItem[]>('navigation').notNull(),
  builtAt: text('built_at').notNull(),
})

/**
 * What D1 holds of each content row, by content hash (build/publish/row-plan.ts): the deploy
 * compares a build's row hashes (dist/content/<collection>.rows.json) with these and writes only
 * the rows that changed, deletes the ones that are gone. Written by the deploy, never read by
 * the worker.
 */
export const contentRowHashes = sqliteTable(
  'content_row_hashes',
  {
    collection: text('collection').notNull(),
    /** The row's primary key (`<collection><path>`, `<id>@zh-CN` for a translation). */
    id: text('id').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.collection, table.id] })]
)

/**
 * Pages marked `draft: true` (docs, blog, any page collection), kept apart from their collection's
 * table so that nothing public (dump, content queries, listings, feeds, sitemap, llms.txt,
 * navigation, search) can reach them; only a loader in preview mode reads this table
 * (worker/db/queries/drafts.ts). Written by each collection's SQL (build/content/drafts.ts).
 */
export const contentDrafts = sqliteTable('content_drafts', {
  /** `<collection><path>`. */
  id: text('id').primaryKey(),
  collection: text('collection').notNull(),
  path: text('path').notNull(),
  /** The page as its collection's table would hold it, keyed by drizzle JS keys. */
  row: json<Record<string, unknown>>('row').notNull(),
})

/**
 * Drizzle table per collection name (src/shared/content/collections.ts). drizzle-kit only sees
 * tables exported by name, so a docs version's table is one line above; the type below makes a
 * version of src/shared/docs/versions.ts without its table a compile error.
 */
export const COLLECTION_TABLES = {
  index: contentIndex,
  docsv3: contentDocsv3,
  docsv4: contentDocsv4,
  blog: contentBlog,
  landing: contentLanding,
  deploy: contentDeploy,
  manualSponsors: contentManualSponsors,
  support: contentSupport,
  agencies: contentAgencies,
  templates: contentTemplates,
  showcase: contentShowcase,
  videoCourses: contentVideoCourses,
  designKit: contentDesignKit,
  team: contentTeam,
  newsletter: contentNewsletter,
} as const satisfies Record<CollectionName, unknown>

export * from './tables/modules'
export * from './tables/auth'
export * from './tables/contact'
export * from './tables/feedback'
export * from './tables/newsletter'
export * from './tables/not-found'
export * from './tables/preview-key'
export * from './tables/rate-limits'
export * from './tables/search-misses'
export * from './tables/redirects'
