import { readFileSync } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { COLLECTIONS } from '../../src/shared/content/collections'
import { DOCS_VERSIONS } from '../../src/shared/docs/versions'
import { createDocsRouteRules } from '../../src/shared/routing/docs-rules'
import { ROUTE_RULES, type RouteRule } from '../../src/shared/routing/route-rules'
import { ContentCache, compilerFingerprint } from '../cache/content-cache'
import { collectCollection, walk, type CollectedCollection } from './collect'
import type { CompileWorkerData } from './compile-worker'
import { loadContentConfig } from './config'
import { ContentBuildError, Diagnostics } from './diagnostics'
import { checkLinks } from './link-check'
import type { PageContext, PageResult, PageTask } from './page-compile'
import { createTaskPool, poolSize, type TaskPool } from '../threads/pool'
import type { HighlightService } from './highlight-service'
import { finishPendingCode } from './markdown/code-slots'
import { bundledThreadEntry } from '../threads/bundle'
import { fillReadMoreTitles } from './read-more'
import { assertRedirectTargets } from './redirect-targets'
import { collectionInMemory, type BuiltCollection } from './collection-sql'

/** What the content's pages and files gave, before any SQL: the collections and their links. */
export interface CollectedContent {
  collections: CollectedCollection[]
  /** Hand-written rules + docs folder rules + frontmatter `redirect:` + renamed files. */
  routeRules: Record<string, RouteRule>
  diagnostics: Diagnostics
  /** Hash of what a compile depends on besides its input (the cache's fingerprint). */
  fingerprint: string
  /** Pages compiled in this run (the rest came from the cache). */
  compiled: number
  cached: number
  /** Rows of every collection (the build's size). */
  rows: number
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
}

/**
 * What every compiled page depends on besides its own text: the compiler's sources, the
 * packages, the content configuration and the site components. Known before anything is read,
 * so the steps that key their caches on it (modules) can start alongside the content step.
 */
export async function contentFingerprint(
  root: string,
  projectRoot: string = PROJECT_ROOT
): Promise<string> {
  const config = await loadContentConfig(root)
  return compilerFingerprint(projectRoot, [config.componentsDir], JSON.stringify(config))
}

const PROJECT_ROOT = resolve(import.meta.dirname, '../..')
/** Cache misses compiled in-process before the thread pool starts (it costs ~1 s of CPU). */
const IN_PROCESS_MISSES = 8
/**
 * Up to this many pages the main thread is a lane of the compile pool. Above, it holds so many
 * compiled pages that its garbage collections cost more than a thread's warm-up (10,000 pages:
 * +19 s of CPU, +600 MB of peak RSS), so the threads compile alone.
 */
const MAIN_LANE_PAGES = 2_000

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
  // site components (TypeScript) load now, so a broken one fails the build before any page; the
  // compiler itself (Shiki, micromark, React) loads on the first cache miss: a build whose pages
  // all come from the cache never loads it
  const siteComponents = await hasSiteComponents(config.componentsDir)
  const loadCompiler = async () => {
    const [{ compilePage }, { loadComponentRegistry }] = await Promise.all([
      import('./page-compile'),
      import('./components/site'),
    ])
    const registry = await loadComponentRegistry(config.componentsDir)
    const context: PageContext = {
      unknownComponents: config.unknownComponents,
      registry,
      deferHighlight: highlighter !== undefined,
    }
    return (task: PageTask) => compilePage(task, context)
  }
  const highlighter = options.highlighter
  let compiler = siteComponents ? loadCompiler() : undefined
  if (compiler) await compiler
  const fingerprint = options.fingerprint ?? (await contentFingerprint(root, projectRoot))
  const cache = await ContentCache.open(projectRoot, root, fingerprint)
  const walked = await Promise.all(
    COLLECTIONS.map((definition) => walk(definition, { root, ignore: config.ignore, diagnostics }))
  )
  const pageCount = walked.reduce(
    (sum, { files }) => sum + files.filter((file) => file.extension === 'md').length,
    0
  )
  let pool: TaskPool<PageTask, PageResult> | undefined
  const threshold = options.poolThreshold ?? 64
  // small sites compile in-process; so do the first few pages the cache misses (a one-file edit
  // never pays for starting threads), and the main thread keeps compiling while the pool starts
  const threaded = pageCount >= threshold
  const inProcess = threaded ? Math.min(threshold, IN_PROCESS_MISSES) : Infinity
  const mainLane = pageCount <= MAIN_LANE_PAGES
  // site components are TypeScript: only then do the threads need tsx
  const typescript = siteComponents
  let compiled = 0
  // a page compiled with its code in slots gets it from the highlight thread
  const finish = async (result: PageResult): Promise<PageResult> =>
    highlighter && result.compiled?.pendingCode
      ? { ...result, compiled: await finishPendingCode(result.compiled, highlighter.highlight) }
      : result
  const compile = async (task: PageTask): Promise<PageResult> =>
    finish(await compileSomewhere(task))
  const compileSomewhere = async (task: PageTask): Promise<PageResult> => {
    if (++compiled <= inProcess) return (await (compiler ??= loadCompiler()))(task)
    // up to MAIN_LANE_PAGES the main thread is a lane of the pool too: it compiles while the
    // thread bundle is built and between its reads and writes (pool.ts)
    pool ??= createTaskPool<PageTask, PageResult>(
      bundledThreadEntry(new URL('./compile-worker.ts', import.meta.url), projectRoot, fingerprint),
      poolSize(mainLane),
      {
        unknownComponents: config.unknownComponents,
        componentsDir: config.componentsDir,
        deferHighlight: highlighter !== undefined,
      } satisfies CompileWorkerData,
      {
        typescript,
        local: mainLane ? async (task) => (await (compiler ??= loadCompiler()))(task) : undefined,
        localFrom: options.mainLaneFrom,
      }
    )
    return pool.run(task)
  }
  // what compiled is kept when the build fails too, for the build after the author's fix
  const { collections, routeRules } = await cache.around(async () => {
    const collections = await Promise.all(
      COLLECTIONS.map((definition, index) =>
        collectCollection(definition, walked[index]!, {
          root,
          ignore: config.ignore,
          diagnostics,
          cache,
          compile,
        })
      )
    ).finally(() => pool?.close())
    const routeRules = contentRouteRules(collections)
    checkLinks(collections, { routeRules, moduleNames: await moduleNames(root) }, diagnostics)
    fillReadMoreTitles(collections, routeRules)
    if (options.report) await writeFile(options.report, JSON.stringify(diagnostics, null, 2))
    if (diagnostics.errors.length) throw new ContentBuildError(diagnostics)
    assertRedirectTargets(
      routeRules,
      new Set(collections.flatMap((c) => c.pages.map((page) => page.path)))
    )
    return { collections, routeRules }
  })
  return {
    collections,
    rows: collections.reduce((sum, c) => sum + c.rows.length, 0),
    routeRules,
    diagnostics,
    fingerprint,
    compiled,
    cached: pageCount - compiled,
  }
}

/** True when `dir` holds site components (`<name>.tsx`, components/site.ts). */
async function hasSiteComponents(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.some((name) => name.endsWith('.tsx') && !/^[_.]/.test(name))
}

/** The route rules of the site: hand-written, docs folders, and what the content asks for. */
function contentRouteRules(collections: CollectedCollection[]): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = { ...ROUTE_RULES }
  for (const collection of collections)
    for (const [from, to] of Object.entries(collection.redirects)) rules[from] ??= { redirect: to }
  return {
    ...rules,
    ...createDocsRouteRules(
      DOCS_VERSIONS.map((version) => {
        const docs = collections.find((c) => c.definition.name === version.collection)!
        return { version, navigation: docs.navigation, pages: docs.pages.map((page) => page.path) }
      })
    ),
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
