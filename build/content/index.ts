import { readFileSync } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { COLLECTIONS } from '../../src/shared/content/collections'
import { DOCS_VERSIONS } from '../../src/shared/docs/versions'
import { createDocsRouteRules } from '../../src/shared/routing/docs-rules'
import { findMcpDocsPage } from './agent-docs'
import { ROUTE_RULES, type RouteRule } from '../../src/shared/routing/route-rules'
import { hashSources, contentScope } from '../cache/sources'
import { openCache, type CacheScope } from '../cache/store'
import { cachedData, cachedPageByKey, cachedPages, keptPageSearch } from './cached'
import { openSourceStamps } from './source-stamps'
import { fastPathState } from './fast-paths'
import { collectCollection, walk, type CollectedCollection } from './collect'
import { validateDataFile } from './validate-data'
import { createPageCompiler } from './compiler'
import { compileSettings, loadContentConfig, type ContentConfig } from './config'
import { configRedirects } from './config-redirects'
import { ContentBuildError, Diagnostics } from './diagnostics'
import { checkLinks } from './link-check'
import { PUBLIC_DIR } from '../public-assets'
import type { HighlightService } from './highlight-service'
import { fillReadMoreTitles } from './read-more'
import { assertRedirectTargets } from './redirect-targets'
import { collectionInMemory, type BuiltCollection } from './collection-sql'
import { contentTranslationCounts, type TranslationCounts } from './translation-counts'
import { SearchPartSpill } from '../search/part-spill'
import { searchStartsEarly } from '../search/step'
import { collectGarbage } from '../threads/release-heap'

/** What the content's pages and files gave, before any SQL: the collections and their links. */
export interface CollectedContent {
  collections: CollectedCollection[]
  /** Hand-written rules + docs folder rules + frontmatter `redirect:` + renamed files. */
  routeRules: Record<string, RouteRule>
  /** The docs page about the site's MCP server, when the content has one (agent-docs.ts). */
  mcpDocs?: string
  diagnostics: Diagnostics
  /** Hash of what a compile depends on besides its input (the cache's fingerprint). */
  fingerprint: string
  /** Pages compiled in this run (the rest came from the cache). */
  compiled: number
  cached: number
  /** Rows of every collection (the build's size). */
  rows: number
  /** Translations per language (current, outdated, missing): the coverage line's content part. */
  translationCounts: TranslationCounts[]
  /**
   * The sql cache scope the page rows spilled their statements into (options.sqlCache): the sql
   * step writes from it and closes it.
   */
  sqlCache?: CacheScope
  /** Where the pages' search bytes went, when the site is large enough to spill them. */
  searchSpill?: SearchPartSpill
}

/** The content step's line: `245 rows, 152 compiled, 0 cached`. */
export function contentDetail(content: CollectedContent): string {
  return `${content.rows} rows, ${content.compiled} compiled, ${content.cached} cached`
}

/** The content step's result in memory (tests): the collections with their SQL. */
export interface BuiltContent extends Omit<CollectedContent, 'collections'> {
  collections: BuiltCollection[]
}

export interface BuildContentOptions {
  /** Project root: the compiler fingerprint and `.cache/` live here. */
  projectRoot?: string
  /** Write the report (every error and warning) as JSON here, pass or fail. */
  report?: string
  /** Fewer pages to compile than this: compile in-process (a thread pool costs ~1 s to start). */
  poolThreshold?: number
  /** {@link contentFingerprint} of this build, when the caller already has it. */
  fingerprint?: string
  /**
   * The main thread joins the compile threads once this settles (build/index.ts: when the steps
   * that run on it alongside the pages are done; a page compiled here delays them a turn of the
   * event loop each). Without it, from the start.
   */
  mainLaneFrom?: Promise<unknown>
  /**
   * The build's highlight thread: pages compile with their code left in slots, and the blocks
   * go there (content/highlight-service.ts). Without it, each compiling thread runs Shiki.
   */
  highlighter?: HighlightService
  /**
   * The sql cache scope (collection-sql.ts openSqlCache): each page row's statements go there as
   * the row is made and the row lets its body go (row-statements.ts), so the step does not hold
   * every page's HTML until the sql step. Without it, rows are kept whole.
   */
  sqlCache?: CacheScope
  /**
   * Spill the pages' search bytes to a file as they come when the site's index waits for its SQL
   * (search/part-spill.ts, search/step.ts `searchStartsEarly`): the build's.
   */
  spillSearch?: boolean
}

/**
 * What a compiled page depends on besides its own file: the compiler's sources (build/content,
 * src/shared), the installed packages, the content configuration and the site components. Known
 * before anything is read, so the steps that key their caches on it (modules) start alongside
 * the content step. Tests and fixtures are no input of a compile: editing one keeps the cache.
 */
export async function contentFingerprint(
  root: string,
  projectRoot: string = PROJECT_ROOT
): Promise<string> {
  const config = await loadContentConfig(root)
  return hashSources(projectRoot, COMPILER_SOURCES, {
    // `gone:`, `redirects:` and `links:` only shape the route rules and the link check:
    // editing them recompiles nothing
    extra: [JSON.stringify(compileSettings(config)), fastPathState()],
    dirs: [config.componentsDir],
    exclude: (file) => /\.test\.tsx?$|__fixtures__/.test(file),
  })
}

/** The compiler's sources (its fingerprint, {@link contentFingerprint}). */
const COMPILER_SOURCES = ['build/content/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'package-lock.json']
const PROJECT_ROOT = resolve(import.meta.dirname, '../..')

/**
 * All content under `root` (the content/ folder) with its SQL in memory: {@link collectContent}
 * then each collection's statements (the build streams them to files instead: collection-sql.ts).
 */
export async function buildContent(
  root: string,
  options: BuildContentOptions = {}
): Promise<BuiltContent> {
  const collected = await collectContent(root, options)
  return { ...collected, collections: collected.collections.map(collectionInMemory) }
}

/**
 * Reads, validates, compiles and link-checks all content under `root` (the content/ folder).
 * Every problem of every file is collected; when any is an error, the whole report is thrown
 * (ContentBuildError) after the JSON report is written. Unchanged pages come from the
 * content-hash cache; the rest compile on a worker-thread pool.
 */
export async function collectContent(
  root: string,
  options: BuildContentOptions = {}
): Promise<CollectedContent> {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT
  const diagnostics = new Diagnostics()
  const config = await loadContentConfig(root)
  for (const issue of config.issues) diagnostics.add(issue)
  const fingerprint = options.fingerprint ?? (await contentFingerprint(root, projectRoot))
  const walked = await Promise.all(
    COLLECTIONS.map((definition) => walk(definition, { root, ignore: config.ignore, diagnostics }))
  )
  // every page to compile: the sources and their translations
  const pages = walked.reduce(
    (sum, w) =>
      sum +
      w.files
        .filter((f) => f.extension === 'md')
        .reduce((count, file) => count + 1 + (file.translations?.length ?? 0), 0),
    0
  )
  const scope = contentScope(root)
  const compiler = await createPageCompiler(config, { ...options, projectRoot, fingerprint, pages })
  // the cache is read once before each page's compile and written once after it (cached.ts)
  const cache = openCache(projectRoot, `content/${scope}`, fingerprint)
  const searchSpill =
    options.spillSearch && !searchStartsEarly(pages) ? new SearchPartSpill() : undefined
  const stamps = openSourceStamps(projectRoot, scope, fingerprint)
  const bound = heapBound(searchSpill !== undefined)
  const compile = bound.async(cachedPages(cache, compiler.compile))
  const cachedPage = bound.sync(cachedPageByKey(cache))
  // not counted: a row made from its head leaves little garbage (forced GCs were 0.4 s at 10,000)
  const keptSearch = keptPageSearch(cache)
  let collections: CollectedCollection[]
  let routeRules: Record<string, RouteRule>
  try {
    collections = await Promise.all(
      COLLECTIONS.map((definition, index) =>
        collectCollection(definition, walked[index]!, {
          ...{ root, ignore: config.ignore, diagnostics, compile, cachedPage, keptSearch, stamps },
          ...{ sqlCache: options.sqlCache, searchSpill },
          readData: cachedData(cache, validateDataFile(definition, diagnostics)),
        })
      )
    ).finally(() => compiler.close())
    routeRules = contentRouteRules(collections, config)
    const publicDir = join(resolve(root), PUBLIC_DIR)
    const targets = {
      ...{ routeRules, moduleNames: await moduleNames(root), config },
      ...{ publicDir, contentDir: resolve(root) },
    }
    checkLinks(collections, targets, diagnostics)
    fillReadMoreTitles(collections, routeRules)
    if (options.report) await writeFile(options.report, JSON.stringify(diagnostics, null, 2))
    if (diagnostics.errors.length) throw new ContentBuildError(diagnostics)
    const checked = [
      config.redirects.map((rule) => rule.from),
      ...collections.map((c) => Object.keys(c.redirects)),
    ]
    assertRedirectTargets(
      routeRules,
      new Set(collections.flatMap((c) => c.pages.map((page) => page.path))),
      new Set(checked.flat())
    )
  } catch (error) {
    // what compiled is kept when the build fails too, for the build after the author's fix
    cache.close(false)
    stamps.close(false)
    options.sqlCache?.close(false)
    searchSpill?.remove()
    throw error
  }
  cache.close(true)
  stamps.close(true)
  const mcpDocs = findMcpDocsPage(collections)
  return {
    collections,
    rows: collections.reduce((sum, c) => sum + c.rows.length, 0),
    translationCounts: contentTranslationCounts(collections),
    routeRules,
    ...(mcpDocs ? { mcpDocs } : {}),
    diagnostics,
    fingerprint,
    compiled: compiler.compiled,
    cached: pages - compiler.compiled,
    sqlCache: options.sqlCache,
    searchSpill,
  }
}

/** Pages between two collections of the main thread's heap in a large site's content step. */
const PAGES_PER_COLLECTION = 1_000

/**
 * A full GC of the main thread every {@link PAGES_PER_COLLECTION} pages when `large`
 * (threads/release-heap.ts collectGarbage), around the compile and the read-back by key: each
 * page's compile arrives, is cached and spilled and becomes garbage, and V8 grew the heap for
 * it rather than collect.
 */
function heapBound(large: boolean) {
  let pages = 0
  const counted = <R>(result: R): R => {
    if (large && ++pages % PAGES_PER_COLLECTION === 0) collectGarbage()
    return result
  }
  return {
    async: <T, R>(compile: (task: T) => Promise<R>) =>
      large ? async (task: T): Promise<R> => counted(await compile(task)) : compile,
    sync: <A extends unknown[], R>(read: (...args: A) => R) =>
      large ? (...args: A): R => counted(read(...args)) : read,
  }
}

/**
 * The route rules of the site: hand-written, docs folders, what the content asks for (a
 * spelling of a page's name that is itself a page stays that page), and content.config.yml
 * `redirects:` last, over the rest.
 */
function contentRouteRules(
  collections: CollectedCollection[],
  config: ContentConfig
): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = { ...ROUTE_RULES }
  const pages = new Set(collections.flatMap((c) => c.pages.map((page) => page.path)))
  for (const collection of collections)
    for (const [from, to] of Object.entries(collection.redirects))
      if (!pages.has(from)) rules[from] ??= { redirect: to }
  return {
    ...rules,
    ...createDocsRouteRules(
      DOCS_VERSIONS.map((version) => {
        const docs = collections.find((c) => c.definition.name === version.collection)!
        return { version, navigation: docs.navigation, pages: docs.pages.map((page) => page.path) }
      })
    ),
    ...configRedirects(config),
  }
}

/**
 * Names a `/modules/<name>` link may use: each module's file name (`content/modules/<name>.yml`)
 * and its `npm:` package name. The modules step validates the files themselves.
 */
async function moduleNames(root: string): Promise<Set<string>> {
  const dir = join(root, 'modules')
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.yml'))
  const names = new Set<string>()
  for (const file of files) {
    names.add(file.slice(0, -4))
    // synchronous: ~70 small files, one after the other, were 20–40 ms of waiting on the pool
    const npm = /^npm:\s*['"]?([^'"\s#]+)/m.exec(readFileSync(join(dir, file), 'utf8'))
    if (npm) names.add(npm[1]!)
  }
  return names
}
