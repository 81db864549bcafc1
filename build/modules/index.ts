import { getTableName } from 'drizzle-orm'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { ContentError } from '../../src/shared/content/content-error'
import {
  FrameworkStatsFileSchema,
  ModuleFileSchema,
  type FrameworkStatsFile,
  type ModuleFile,
} from '../../src/shared/modules/schema'
import { resolveReadmeUrl } from '../../src/shared/modules/readme-links'
import { frameworkStats, modules } from '../../worker/db/schema'
import { parseYaml, validate } from '../content/frontmatter'
import type { ContentCache } from '../content/cache'
import { compileMarkdown } from '../content/markdown/index'
import { contentInfoStatements, insertStatements, sqlLiteral, toColumnValues } from '../content/sql'
import { fileDigests } from '../file-digests'
import { assertIcon } from './icons'
import { shortHash } from '../short-hash'
import { readSourceText, sourceText } from '../content/source-text'

const PROJECT_ROOT = resolve(import.meta.dirname, '../..')
/** The code of the step (besides the compiler's): its statements change with it. */
const STEP_CODE = [
  'build/modules/index.ts',
  'build/modules/icons.ts',
  'worker/db/schema.ts',
  'worker/db/json-column.ts',
]
/** The folder under content/ and the framework file in it. */
const MODULES_DIR = 'modules'
export const FRAMEWORK_FILE = '_framework.yml'
/** Columns the stats cron writes: a content load sets them only until the cron has refreshed the row. */
const CRON_STATS_COLUMNS = new Set(['downloads', 'stars'])
/** The cron's mark: null until its first refresh of the row; a content load keeps it while the package stays the same. */
const CRON_MARK_COLUMN = 'stats_updated_at'
/** The package the cron's figures were fetched for: when a file changes one, its figures apply again. */
const STATS_SOURCE_COLUMNS = ['npm', 'repo']

/** The modules directory, ready to write to dist/content/modules.{sql,json}. */
export interface BuiltModules {
  statements: string[]
  /** sha256 of the statements, 12 hex chars (the edge-cache version of the modules API). */
  hash: string
  count: number
  /** Icon classes used by the modules (for the CSS generator). */
  icons: string[]
}

/**
 * Reads `content/modules/*.yml` (each with its README `<name>.md`) and `_framework.yml`,
 * validates them with the shared schemas, compiles the READMEs (relative links pointing at
 * the repository) and produces the upsert statements of the `modules` and `framework_stats`
 * tables. Any mistake throws a ContentError with file and line.
 */
export async function buildModules(
  contentDir: string,
  options: { cache?: ContentCache } = {}
): Promise<BuiltModules> {
  const dir = join(contentDir, MODULES_DIR)
  const { cache } = options
  // the whole step from the cache when no file of the folder changed (nor the compiler): the
  // YAML parse and validation of every module were most of the step on a one-file rebuild
  const key = cache
    ? cache.key('modules:step', `${process.cwd()}\0${stepCodeKey()}`, await folderText(dir))
    : undefined
  const stored = key ? await cache!.get<StoredModules>(key) : undefined
  if (stored) {
    // the READMEs' own entries stay too, for the build that changes one module
    cache!.keep(stored.readmeKeys)
    return stored.built
  }
  const readmeKeys: string[] = []
  const built = await readModules(dir, cache, readmeKeys)
  if (key) await cache!.set(key, { built, readmeKeys } satisfies StoredModules)
  return built
}

/** What the cache holds for the whole step: its result and the README entries it used. */
interface StoredModules {
  built: BuiltModules
  readmeKeys: string[]
}

/**
 * What the step's statements depend on besides the compiler (the cache's fingerprint covers
 * build/content and src/shared): this folder's code and the tables' columns.
 */
function stepCodeKey(): string {
  const digests = fileDigests(PROJECT_ROOT)
  return STEP_CODE.map((file) => digests.digest(join(PROJECT_ROOT, file)) ?? '').join('\0')
}

/** Every file of the modules folder, names and texts, as one text (the step's cache input). */
async function folderText(dir: string): Promise<string> {
  const names = (await readdir(dir).catch(() => [] as string[])).sort()
  const parts = await Promise.all(
    names.map(async (name) => `${name}\0${await readFile(join(dir, name), 'utf8').catch(() => '')}`)
  )
  return parts.join('\0')
}

async function readModules(
  dir: string,
  cache: ContentCache | undefined,
  readmeKeys: string[]
): Promise<BuiltModules> {
  const cwd = process.cwd()
  // no modules folder lists no module; its framework file is still asked for, by name, below
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.yml') && file !== FRAMEWORK_FILE)
    .sort()
  const rows: Record<string, unknown>[] = []
  const npmNames = new Map<string, string>()
  const listed: ListedModule[] = []
  for (const [position, file] of files.entries()) {
    const path = relative(cwd, join(dir, file))
    const { data, lineOf } = parseYaml(path, await readSourceText(path, join(dir, file)))
    const module = validate(path, ModuleFileSchema, data, lineOf)
    const stem = file.slice(0, -'.yml'.length)
    if (module.name !== stem)
      throw new ContentError(path, lineOf(['name']), `"name" must equal the file name "${stem}"`)
    const clash = npmNames.get(module.npm)
    if (clash)
      throw new ContentError(
        path,
        lineOf(['npm']),
        `npm package "${module.npm}" is already listed by ${clash}`
      )
    npmNames.set(module.npm, path)
    listed.push({ name: module.name, npm: module.npm, path, npmLine: lineOf(['npm']) })
    await assertIcon(module.icon, path, lineOf(['icon']))
    const readme = await compileReadme(dir, stem, module, path, cache, readmeKeys)
    rows.push(toRow(module, readme, position))
  }
  assertNpmNotAName(listed)
  const framework = await readFramework(join(dir, FRAMEWORK_FILE), cwd)
  const statements = [
    `DELETE FROM "modules" WHERE "name" NOT IN (${rows.map((row) => sqlLiteral(row.name)).join(', ') || "''"});`,
    ...rows.flatMap((row) => upsert(modules, row, 'name')),
    `DELETE FROM "framework_stats" WHERE "npm" <> ${sqlLiteral(framework.npm)};`,
    ...upsert(frameworkStats, { ...framework, statsUpdatedAt: null }, 'npm'),
  ]
  return {
    statements,
    hash: shortHash(statements.join('\n'), 12),
    count: rows.length,
    icons: [...new Set(rows.map((row) => row.icon as string))],
  }
}

/** Where a module file names its module and package, for the checks across files. */
interface ListedModule {
  name: string
  npm: string
  path: string
  npmLine: number
}

/**
 * `/modules/<x>` and `/api/modules/<x>` find a module by name or npm name: one module's npm name
 * must not be another module's name, or `<x>` would name two modules.
 */
function assertNpmNotAName(listed: ListedModule[]): void {
  const byName = new Map(listed.map((module) => [module.name, module]))
  for (const module of listed) {
    const other = byName.get(module.npm)
    if (!other || other === module) continue
    throw new ContentError(
      module.path,
      module.npmLine,
      `npm package "${module.npm}" is also the name of the module in ${other.path} (/modules/${module.npm} would name two modules): fix the package name or rename that module`
    )
  }
}

/** Writes `modules.json` (the statements plus the `content_info` row) into `dir`. */
export async function writeModules(
  dir: string,
  built: BuiltModules,
  buildId: string,
  builtAt: number
): Promise<void> {
  const info = contentInfoStatements({
    collection: 'modules',
    hash: built.hash,
    buildId,
    rows: built.count,
    navigation: [],
    builtAt: new Date(builtAt).toISOString(),
  })
  const statements = [...built.statements, ...info]
  await writeFile(join(dir, 'modules.json'), JSON.stringify(statements))
}

async function compileReadme(
  dir: string,
  stem: string,
  module: ModuleFile,
  ymlPath: string,
  cache: ContentCache | undefined,
  usedKeys: string[]
): Promise<{ html: string; source: string }> {
  const file = relative(process.cwd(), join(dir, `${stem}.md`))
  let bytes: Buffer
  try {
    bytes = await readFile(join(dir, `${stem}.md`))
  } catch {
    throw new ContentError(ymlPath, 1, `missing README: add ${file}`)
  }
  const markdown = sourceText(file, bytes)
  // an unchanged README (same text, repository and compiler) is read back from the build cache
  const key = cache?.key('modules', `${module.name}\0${module.repo}`, markdown)
  if (key) usedKeys.push(key)
  const cached = key ? await cache!.get<{ html: string }>(key) : undefined
  if (cached) return { html: cached.html, source: markdown }
  const compiled = await compileMarkdown(markdown, {
    file,
    lineOffset: 0,
    path: `/modules/${module.name}`,
    title: module.name,
    resolveRelative: (url, property) =>
      resolveReadmeUrl(url, module.repo, property === 'src' ? 'image' : 'link'),
  })
  const ids = new Set(compiled.headingIds)
  const broken = compiled.links.find(
    (link) => link.href.startsWith('#') && !ids.has(link.href.slice(1))
  )
  if (broken)
    throw new ContentError(
      file,
      broken.line,
      `broken anchor ${broken.href}: no heading has that id`
    )
  if (key) await cache!.set(key, { html: compiled.html })
  return { html: compiled.html, source: markdown }
}

async function readFramework(path: string, cwd: string): Promise<FrameworkStatsFile> {
  const file = relative(cwd, path)
  let bytes: Buffer
  try {
    bytes = await readFile(path)
  } catch {
    throw new ContentError(
      file,
      1,
      'missing: the framework package and repository (npm, repo, downloads, stars) for /api/stats'
    )
  }
  const { data, lineOf } = parseYaml(file, sourceText(file, bytes))
  return validate(file, FrameworkStatsFileSchema, data, lineOf)
}

/** A row of the `modules` table from a validated file, keyed by drizzle JS keys. */
function toRow(
  module: ModuleFile,
  readme: { html: string; source: string },
  position: number
): Record<string, unknown> {
  const { stats, website, ...rest } = module
  return {
    ...rest,
    website: website ?? null,
    ...stats,
    readme: readme.html,
    readmeSource: readme.source,
    position,
    statsUpdatedAt: null,
  }
}

/**
 * INSERT statements of a row turned into an upsert on `key`. Downloads and stars take the file's
 * values while the cron has not refreshed the row yet (so an author can still correct the initial
 * figures); once it has, they and the cron's mark stay, unless the file now names another package
 * (`npm` or `repo` changed): then the file's figures apply and the mark is cleared, so the cron
 * refreshes the row first. Long rows stay split (INSERT, then `UPDATE … ||` appends): the upsert
 * resets the long value first, so the appends rebuild it on an existing row too.
 */
function upsert(
  table: typeof modules | typeof frameworkStats,
  row: Record<string, unknown>,
  key: string
): string[] {
  const [insert, ...appends] = insertStatements(table, row)
  const name = getTableName(table)
  const columns = [...toColumnValues(table, row).keys()].map((column) => column.name)
  const samePackage = STATS_SOURCE_COLUMNS.map(
    (column) => `"${name}"."${column}" = excluded."${column}"`
  ).join(' AND ')
  const refreshed = `"${name}"."${CRON_MARK_COLUMN}" IS NOT NULL AND ${samePackage}`
  const set = columns
    .filter((column) => column !== key)
    .map((column) => {
      if (column === CRON_MARK_COLUMN)
        return `"${column}" = CASE WHEN ${samePackage} THEN "${name}"."${column}" END`
      if (CRON_STATS_COLUMNS.has(column))
        return `"${column}" = CASE WHEN ${refreshed} THEN "${name}"."${column}" ELSE excluded."${column}" END`
      return `"${column}" = excluded."${column}"`
    })
  return [
    `${insert!.slice(0, -1)} ON CONFLICT ("${key}") DO UPDATE SET ${set.join(', ')};`,
    ...appends,
  ]
}
