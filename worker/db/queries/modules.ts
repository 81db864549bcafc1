import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import type { Locale } from '../../../src/shared/i18n/locales'
import type { ModuleCategory, ModuleType } from '../../../src/shared/modules/categories'
import type { ModuleDetail, ModulesStats, ModuleSummary } from '../../../src/shared/modules/types'
import type { Db } from '../client'
import { contentInfo, frameworkStats, modules, moduleTranslations } from '../schema'
import { ModuleRowSchema, requireRow } from '../row-check'

const SUMMARY_COLUMNS = {
  name: modules.name,
  npm: modules.npm,
  category: modules.category,
  // the language's text where the module has one, else its English (module_translations)
  description: sql<string>`coalesce(${moduleTranslations.description}, ${modules.description})`,
  repo: modules.repo,
  icon: modules.icon,
  type: modules.type,
  sponsor: modules.sponsor,
  downloads: modules.downloads,
  stars: modules.stars,
  publishedAt: modules.publishedAt,
  createdAt: modules.createdAt,
}

type SummaryRow = {
  [K in keyof typeof SUMMARY_COLUMNS]: (typeof SUMMARY_COLUMNS)[K]['_'] extends infer T
    ? T extends { data: infer D }
      ? D
      : T extends { type: infer D }
        ? D
        : never
    : never
}

/**
 * The modules' rows joined to their text in `locale` (one row per module: the translation table
 * is keyed by name and language); English has no translation rows, so it reads the modules alone.
 */
const joinLocale = (locale: Locale) =>
  and(eq(moduleTranslations.name, modules.name), eq(moduleTranslations.locale, locale))

function toSummary(row: SummaryRow): ModuleSummary {
  const { downloads, stars, publishedAt, createdAt, category, type, ...rest } = row
  return {
    ...rest,
    category: category as ModuleCategory,
    type: type as ModuleType,
    stats: { downloads, stars, publishedAt, createdAt },
  }
}

/** Every module without its README, in source order, with its text in `locale`. */
const listStatement = (db: Db, locale: Locale) =>
  db
    .select(SUMMARY_COLUMNS)
    .from(modules)
    .leftJoin(moduleTranslations, joinLocale(locale))
    .orderBy(asc(modules.position))

/**
 * The directory's global stats as one row: maintainers by GitHub login, contributors, modules,
 * and the framework's downloads and stars (null before the first content load). The only place
 * they are counted; consumers: `GET /api/stats`, `GET /api/modules`, the /modules page.
 */
const statsStatement = (db: Db) =>
  db
    .select({
      modules: sql<number>`count(*)`,
      contributors: sql<number>`coalesce(sum(${modules.contributors}), 0)`,
      maintainers: sql<number>`(SELECT count(DISTINCT lower(json_extract(m.value, '$.github'))) FROM ${modules}, json_each(CASE WHEN json_valid(${modules.maintainers}) THEN ${modules.maintainers} ELSE '[]' END) AS m)`,
      downloads: sql<
        number | null
      >`(SELECT ${frameworkStats.downloads} FROM ${frameworkStats} LIMIT 1)`,
      stars: sql<number | null>`(SELECT ${frameworkStats.stars} FROM ${frameworkStats} LIMIT 1)`,
    })
    .from(modules)

function toStats(
  row: Awaited<ReturnType<typeof statsStatement>>[number] | undefined
): ModulesStats {
  return {
    maintainers: row?.maintainers ?? 0,
    contributors: row?.contributors ?? 0,
    modules: row?.modules ?? 0,
    downloads: row?.downloads ?? 0,
    stars: row?.stars ?? 0,
  }
}

/**
 * Every module without its README, in source order, and the global stats, in one D1 round trip
 * (one batch). Consumers: `GET /api/modules` and the /modules page.
 */
export async function getModulesDirectory(
  db: Db,
  locale: Locale = 'en'
): Promise<{ modules: ModuleSummary[]; stats: ModulesStats }> {
  const [rows, [totals]] = await db.batch([listStatement(db, locale), statsStatement(db)])
  return { modules: rows.map(toSummary), stats: toStats(totals) }
}

/**
 * One module by its name or its npm package name (`image` or `@aster/image`), or undefined.
 * The name wins when it is also another module's npm name (the build refuses that case anyway).
 */
export async function getModule(
  db: Db,
  nameOrNpm: string,
  locale: Locale = 'en'
): Promise<ModuleDetail | undefined> {
  return (await getModuleWithSource(db, nameOrNpm, locale))?.module
}

/**
 * {@link getModule} and the README's markdown as written (`/modules/<name>.md`, the MCP tool
 * `get_module`), from the same row, in `locale` where translated (English where a field is
 * not); `translation` says how the language's text stands (module_translations), for the notice.
 */
export async function getModuleWithSource(
  db: Db,
  nameOrNpm: string,
  locale: Locale = 'en'
): Promise<ModuleWithSource | undefined> {
  const [found] = await db
    .select({ row: modules, text: moduleTranslations })
    .from(modules)
    .leftJoin(moduleTranslations, joinLocale(locale))
    .where(or(eq(modules.name, nameOrNpm), eq(modules.npm, nameOrNpm)))
    .orderBy(desc(sql`${modules.name} = ${nameOrNpm}`))
    .limit(1)
  if (!found) return undefined
  const { row, text } = found
  requireRow(ModuleRowSchema, row, `modules/${row.name}`)
  const module: ModuleDetail = {
    ...toSummary({ ...row, description: text?.description ?? row.description }),
    website: row.website,
    contributors: row.contributors,
    maintainers: row.maintainers,
    compatibility: row.compatibility,
    readme: text?.readme ?? row.readme,
  }
  return {
    module,
    readmeSource: text?.readmeSource ?? row.readmeSource,
    ...(text && { translation: moduleTranslationState(text) }),
  }
}

/** A module with its README as written and, in a translation language, how its text stands. */
export interface ModuleWithSource {
  module: ModuleDetail
  readmeSource: string
  translation?: 'current' | 'outdated' | 'missing'
}

/**
 * How a module's text stands in a language: 'missing' while its README (the page's body) is the
 * English one, 'outdated' when the card text or the README was translated from an older source.
 */
function moduleTranslationState(text: typeof moduleTranslations.$inferSelect) {
  if (text.readmeTranslation === 'missing') return 'missing'
  return text.translation === 'outdated' || text.readmeTranslation === 'outdated'
    ? 'outdated'
    : 'current'
}

/** The directory's global stats and the framework's downloads and stars (`GET /api/stats`), one statement. */
export async function getModulesStats(db: Db): Promise<ModulesStats> {
  const [row] = await statsStatement(db)
  return toStats(row)
}

/**
 * The version of everything the modules API serves: the content hash of the last load and the
 * latest stats refresh. Edge-cache keys and ETags carry it, so a deploy or a cron run
 * invalidates them.
 */
export async function getModulesVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      hash: sql<
        string | null
      >`(SELECT ${contentInfo.hash} FROM ${contentInfo} WHERE ${contentInfo.collection} = 'modules')`,
      modules: sql<string | null>`(SELECT max(${modules.statsUpdatedAt}) FROM ${modules})`,
      framework: sql<
        string | null
      >`(SELECT max(${frameworkStats.statsUpdatedAt}) FROM ${frameworkStats})`,
    })
    .from(sql`(SELECT 1)`)
  const updated = [row?.modules, row?.framework].filter(Boolean).sort().at(-1)
  return `${row?.hash ?? 'none'}-${updated ? Date.parse(updated).toString(36) : '0'}`
}

/** The modules whose stats were refreshed longest ago (never refreshed first), for the cron. */
export async function listStaleModules(
  db: Db,
  limit: number
): Promise<{ name: string; npm: string; repo: string }[]> {
  return db
    .select({ name: modules.name, npm: modules.npm, repo: modules.repo })
    .from(modules)
    .orderBy(
      sql`${modules.statsUpdatedAt} IS NOT NULL`,
      asc(modules.statsUpdatedAt),
      asc(modules.name)
    )
    .limit(limit)
}

/** The framework's package and repository (one row), or undefined before the first content load. */
export async function getFrameworkPackage(
  db: Db
): Promise<{ npm: string; repo: string } | undefined> {
  const [row] = await db
    .select({ npm: frameworkStats.npm, repo: frameworkStats.repo })
    .from(frameworkStats)
    .limit(1)
  return row
}

/** New stats of one package; an undefined value keeps the stored one. */
export interface StatsUpdate {
  downloads?: number
  stars?: number
}

/**
 * Statements writing refreshed stats (run them in one batch): each row keeps its old downloads or
 * stars where the update has none, and gets `stats_updated_at` = `at` either way, so a package
 * whose upstream failed waits for its next turn instead of blocking the queue.
 */
export function updateStatsStatements(
  db: Db,
  updates: { name?: string; npm?: string; stats: StatsUpdate }[],
  at: string
) {
  return updates.map(({ name, npm, stats }) => {
    const values = {
      statsUpdatedAt: at,
      ...(stats.downloads === undefined ? {} : { downloads: stats.downloads }),
      ...(stats.stars === undefined ? {} : { stars: stats.stars }),
    }
    return name !== undefined
      ? db.update(modules).set(values).where(eq(modules.name, name))
      : db.update(frameworkStats).set(values).where(eq(frameworkStats.npm, npm!))
  })
}

/**
 * Sponsored modules, then official ones (most downloaded first), at most `limit`: the home
 * page's modules carousel.
 */
export async function listFeaturedModules(
  db: Db,
  limit: number,
  locale: Locale = 'en'
): Promise<ModuleSummary[]> {
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(modules)
    .leftJoin(moduleTranslations, joinLocale(locale))
    .where(or(eq(modules.sponsor, true), eq(modules.type, 'official')))
    .orderBy(desc(modules.sponsor), desc(modules.downloads), asc(modules.position))
    .limit(limit)
  return rows.map(toSummary)
}
