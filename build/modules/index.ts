import { deserialize, serialize } from 'node:v8'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { ContentError } from '../../src/shared/content/content-error'
import { parseTranslationName } from '../../src/shared/content/translation'
import {
  FrameworkStatsFileSchema,
  ModuleFileSchema,
  type FrameworkStatsFile,
  type ModuleFile,
} from '../../src/shared/modules/schema'
import { frameworkStats, modules, moduleTranslations } from '../../worker/db/schema'
import { parseYaml, validate } from '../content/frontmatter'
import { contentScope } from '../cache/sources'
import { cacheKey, openCache, type CacheScope } from '../cache/store'
import { insertStatements, sqlLiteral } from '../content/sql'
import { upsert } from './sql'
import { fileDigests } from '../cache/file-digests'
import { assertIcon } from './icons'
import { shortHash } from '../short-hash'
import { readSourceText, sourceText } from '../content/source-text'
import { compileReadme, type CompiledReadme } from './readme'
import { FRAMEWORK_FILE, isModuleSource, MODULES_DIR } from './translation-files'
import { moduleCoverage, translateModule, type ModuleTranslationRow } from './translations'

const PROJECT_ROOT = resolve(import.meta.dirname, '../..')
/** The code of the step (besides the compiler's): its statements change with it. */
const STEP_CODE = [
  'build/modules/index.ts',
  'build/modules/icons.ts',
  'build/modules/readme.ts',
  'build/modules/translations.ts',
  'worker/db/schema.ts',
  'worker/db/json-column.ts',
]
export { FRAMEWORK_FILE }

/** The modules directory, ready to write to dist/content/modules.{sql,json}. */
export interface BuiltModules {
  statements: string[]
  /** sha256 of the statements, 12 hex chars (the edge-cache version of the modules API). */
  hash: string
  count: number
  /** Icon classes used by the modules (for the CSS generator). */
  icons: string[]
  /** Per translation language, how many module files (YAML and README) are current, outdated, missing. */
  translations: ReturnType<typeof moduleCoverage>
}

/**
 * Reads `content/modules/*.yml` (each with its README `<name>.md`) and `_framework.yml`,
 * validates them with the shared schemas, compiles the READMEs (relative links pointing at
 * the repository) and produces the upsert statements of the `modules` and `framework_stats`
 * tables. Any mistake throws a ContentError with file and line.
 */
export async function buildModules(
  contentDir: string,
  options: { cache?: CacheScope } = {}
): Promise<BuiltModules> {
  const dir = join(contentDir, MODULES_DIR)
  const { cache } = options
  // the whole step from the cache when no file of the folder changed (nor the compiler): the
  // YAML parse and validation of every module were most of the step on a one-file rebuild
  const key = cache
    ? cacheKey('modules:step', process.cwd(), stepCodeKey(), await folderText(dir))
    : undefined
  const entry = key && cache!.get(key)
  if (entry) {
    const stored = deserialize(entry) as StoredModules
    // the READMEs' own entries stay too, for the build that changes one module
    cache!.keep(stored.readmeKeys)
    return stored.built
  }
  const readmeKeys: string[] = []
  const built = await readModules(dir, cache, readmeKeys)
  if (key) cache!.put(key, serialize({ built, readmeKeys } satisfies StoredModules))
  return built
}

/**
 * The modules step of the build: {@link buildModules} with the cache scope of the modules folder
 * (`modules/<content folder>`, under the compiler's fingerprint): after a success it keeps what
 * this build used, after a failure everything.
 */
export async function buildModulesCached(
  root: string,
  contentDir: string,
  fingerprint: string
): Promise<BuiltModules> {
  const cache = openCache(root, `modules/${contentScope(contentDir)}`, fingerprint)
  try {
    const built = await buildModules(contentDir, { cache })
    cache.close(true)
    return built
  } catch (error) {
    cache.close(false)
    throw error
  }
}

/** The modules step's line: `68 modules`. */
export function modulesDetail(built: BuiltModules): string {
  return `${built.count} modules`
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
  cache: CacheScope | undefined,
  readmeKeys: string[]
): Promise<BuiltModules> {
  const cwd = process.cwd()
  // no modules folder lists no module; its framework file is still asked for, by name, below
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.yml') && isModuleSource(file))
    .sort()
  await assertTranslationsHaveSources(dir)
  const rows: Record<string, unknown>[] = []
  const translated: ModuleTranslationRow[] = []
  const npmNames = new Map<string, string>()
  const listed: ListedModule[] = []
  for (const [position, file] of files.entries()) {
    const path = relative(cwd, join(dir, file))
    const text = await readSourceText(path, join(dir, file))
    const { data, lineOf } = parseYaml(path, text)
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
    const readmeCache = { cache, usedKeys: readmeKeys }
    const readme = await compileReadme(dir, module, path, readmeCache)
    rows.push(toRow(module, readme, position))
    translated.push(...(await translateModule({ dir, module, text, data, readme }, readmeCache)))
  }
  assertNpmNotAName(listed)
  const framework = await readFramework(join(dir, FRAMEWORK_FILE), cwd)
  const statements = [
    `DELETE FROM "modules" WHERE "name" NOT IN (${rows.map((row) => sqlLiteral(row.name)).join(', ') || "''"});`,
    ...rows.flatMap((row) => upsert(modules, row, 'name')),
    `DELETE FROM "framework_stats" WHERE "npm" <> ${sqlLiteral(framework.npm)};`,
    ...upsert(frameworkStats, { ...framework, statsUpdatedAt: null }, 'npm'),
    `DELETE FROM "module_translations";`,
    ...translated.flatMap((row) => insertStatements(moduleTranslations, { ...row })),
  ]
  return {
    statements,
    hash: shortHash(statements.join('\n'), 12),
    count: rows.length,
    icons: [...new Set(rows.map((row) => row.icon as string))],
    translations: moduleCoverage(translated),
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
  readme: CompiledReadme,
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

/** A translation in the modules folder must sit beside a module (a stray one is a typo of a name). */
async function assertTranslationsHaveSources(dir: string): Promise<void> {
  const names = new Set(await readdir(dir).catch(() => [] as string[]))
  for (const name of names) {
    const parsed = parseTranslationName(name)
    if (!parsed || names.has(`${parsed.base}.${parsed.extension}`)) continue
    throw new ContentError(
      relative(process.cwd(), join(dir, name)),
      1,
      `no module ${parsed.base}.${parsed.extension} beside this translation: name it after the file it translates`
    )
  }
}
