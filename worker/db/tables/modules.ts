import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { jsonColumn as json } from '../json-column'
import type { ModuleFile } from '../../../src/shared/modules/schema'

/**
 * The modules directory (content/modules/*.yml, loaded by build/modules). Rows are upserted on
 * every load, so `downloads`, `stars` and `stats_updated_at` written by the stats cron
 * (worker/cron/refresh-module-stats.ts) survive a new deployment.
 */
export const modules = sqliteTable(
  'modules',
  {
    /** URL slug: /modules/<name>. */
    name: text('name').primaryKey(),
    npm: text('npm').notNull().unique(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    /** GitHub `owner/name`. */
    repo: text('repo').notNull(),
    icon: text('icon').notNull(),
    /** official | community | third-party. */
    type: text('type').notNull(),
    sponsor: integer('sponsor', { mode: 'boolean' }).notNull(),
    website: text('website'),
    contributors: integer('contributors').notNull(),
    /** npm downloads of the last month. */
    downloads: integer('downloads').notNull(),
    /** GitHub stars. */
    stars: integer('stars').notNull(),
    /** ISO timestamps of the latest and the first release. */
    publishedAt: text('published_at').notNull(),
    createdAt: text('created_at').notNull(),
    maintainers: json<ModuleFile['maintainers']>('maintainers').notNull(),
    compatibility: json<ModuleFile['compatibility']>('compatibility').notNull(),
    /** Sanitized README HTML compiled at build time. */
    readme: text('readme').notNull(),
    /** The README's markdown as written (`/modules/<name>.md`, the MCP tool `get_module`). */
    readmeSource: text('readme_source').notNull().default(''),
    /** Order of the source files (by name). */
    position: integer('position').notNull(),
    /** ISO timestamp of the last stats refresh; null until the cron has seen the module. */
    statsUpdatedAt: text('stats_updated_at'),
  },
  (table) => [index('modules_stats_updated_at_idx').on(table.statsUpdatedAt)]
)

/**
 * A module's text in another language (content/modules/<name>.<locale>.yml and `.md`, beside the
 * source): one row per module and translation language, written with the modules. A table of its
 * own rather than zh-CN rows in `modules`: downloads, stars and the cron's mark are the package's,
 * not a language's, so they stay in one row. Readers join it and fall back to the module's English
 * text where a column is null (worker/db/queries/modules.ts).
 */
export const moduleTranslations = sqliteTable(
  'module_translations',
  {
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    /** The translated description; null when the module has no translation. */
    description: text('description'),
    /** The `<name>.<locale>.yml` translation: 'current', 'outdated' or 'missing' (none). */
    translation: text('translation', { enum: ['current', 'outdated', 'missing'] }).notNull(),
    /** The translated README (sanitized HTML) and its markdown; null when it has none. */
    readme: text('readme'),
    readmeSource: text('readme_source'),
    /** The `<name>.<locale>.md` translation's state, as `translation`. */
    readmeTranslation: text('readme_translation', {
      enum: ['current', 'outdated', 'missing'],
    }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.name, table.locale] })]
)

/** The framework's own npm downloads and GitHub stars (`/api/stats`), refreshed by the same cron. */
export const frameworkStats = sqliteTable('framework_stats', {
  /** npm package name; one row today. */
  npm: text('npm').primaryKey(),
  repo: text('repo').notNull(),
  downloads: integer('downloads').notNull(),
  stars: integer('stars').notNull(),
  statsUpdatedAt: text('stats_updated_at'),
})

// Tables of the site's own data (not content), one file per concern.
