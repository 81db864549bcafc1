import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { LOGO_SVG } from '../src/shared/brand'
import { CLIENT_BASE } from '../src/shared/site'
import { buildContent, contentFingerprint } from './content/index'
import { startHighlightService, type HighlightService } from './content/highlight-service'
import { setRemoteHighlighter } from './content/markdown/highlight-remote'
import { closeCollectionFiles } from './content/collection-sql'
import type { CollectedCollection } from './content/collect'
import type { SearchManifest } from '../src/shared/search/manifest'
import { buildCss, iconClasses, readCssSources } from './css/generate'
import { writeSiteCss } from './css/files'
import { contentTexts, startCssThread } from './css/start-thread'
import { COMPONENTS_DIR } from './content/config'
import { buildModules, writeModules } from './modules/index'
import { ContentCache, contentScope } from './cache/content-cache'
import {
  searchStartsEarly,
  startSearchStep,
  startSearchThread,
  type SearchThread,
} from './search/step'
import { formatBytes, step } from './step'
import { clientAndIcons } from './client-and-icons'
import { interfaceIconClasses } from './css/icon-sheets'
import { parseBuildArgs } from './build-args'
import { writeAssetHeaders } from './assets-headers'
import { copyPublicAssets } from './public-assets'
import { serverCodeHash } from './server-code-hash'
import { saveFileDigests } from './cache/file-digests'
import { assertRedirectTargets } from './content/redirect-targets'
import { swapOutput } from './swap-output'
import { shortHash as hash } from './short-hash'
import { colorModeScript, writeContentHashes, writeManifests } from './manifests'

const ROOT = resolve(import.meta.dirname, '..')
export interface BuildOptions {
  /** Project root (src/ lives here). */
  root: string
  /** The content folder to read. */
  contentDir: string
  /** Output folder; replaced as a whole only when every step succeeded. */
  outDir: string
  /** Also write the content report (every error and warning) as JSON to this file. */
  report?: string
  /**
   * Also write `content/sections.json`: the search sections as JSON, which the bench and the load
   * test make their queries from (`npm run build -- --sections`). Not by default: at 1,000 pages
   * it was 7 MB and 0.08 s of the search step, the last step of a one-file rebuild.
   */
  sections?: boolean
}

/** The whole build: content → SQL, client JS, CSS, manifests; written to outDir only on success. */
export async function buildSite({
  root: ROOT,
  contentDir,
  outDir: DIST,
  report,
  sections,
}: BuildOptions): Promise<{ id: string }> {
  // per process, so two builds at once (e.g. two terminals) never write into each other's staging
  const STAGING = `${DIST}.staging-${process.pid}`
  const started = performance.now()
  await rm(STAGING, { recursive: true, force: true })
  const fingerprint = await contentFingerprint(contentDir, ROOT)
  // the search thread loads while the content compiles; the server code is hashed meanwhile too
  const searchThread = startSearchThread(ROOT, fingerprint)
  const serverHash = serverCodeHash(ROOT)
  serverHash.catch(() => undefined)
  // the content's own images (covers, avatars, logos) are copied on the thread pool meanwhile
  const publicCopy = copyPublicAssets(contentDir, join(STAGING, 'client'))
  publicCopy.catch(() => undefined)
  // one thread highlights the code of every page and README (content/highlight-service.ts)
  const highlighter = startHighlightService(ROOT, fingerprint)
  setRemoteHighlighter(highlighter.highlight)
  try {
    const built = await buildInto(ROOT, contentDir, report, STAGING, DIST, started, {
      publicCopy,
      sections,
      fingerprint,
      searchThread,
      serverHash,
      highlighter,
    })
    // the source digests this build checked, for the next one (build/file-digests.ts)
    saveFileDigests(ROOT)
    return built
  } finally {
    setRemoteHighlighter(undefined)
    await highlighter.close()
    // closed by the search step once it ran; here when a step before it failed
    await searchThread.pool.close()
    await publicCopy.catch(() => undefined)
    // retried: a folder that is still being emptied (ENOTEMPTY) must not hide the build's error
    await rm(STAGING, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined)
  }
}

async function buildInto(
  ROOT: string,
  contentDir: string,
  report: string | undefined,
  STAGING: string,
  DIST: string,
  started: number,
  {
    publicCopy,
    sections,
    fingerprint,
    searchThread,
    serverHash,
    highlighter,
  }: {
    publicCopy: Promise<number>
    sections?: boolean
    fingerprint: string
    searchThread: SearchThread
    serverHash: Promise<string>
    highlighter: HighlightService
  }
): Promise<{ id: string }> {
  const clientDir = join(STAGING, 'client', CLIENT_BASE.slice(1))
  // the content step streams each collection's SQL here as it goes (build/content/sql-files.ts)
  await mkdir(join(STAGING, 'content'), { recursive: true })
  await mkdir(join(clientDir, 'content'), { recursive: true })
  // the steps that do not need the content run alongside it (the main thread mostly waits for
  // the compile threads): modules, then the client bundle and the icon shards (one after the
  // other: each lists the files it added to clientDir)
  const modulesCache = await ContentCache.open(ROOT, `${contentDir}#modules`, fingerprint)
  const modulesStep = step(
    'modules',
    () => modulesCache.around(() => buildModules(contentDir, { cache: modulesCache })),
    (built) => `${built.count} modules`
  )
  const assetsStep = clientAndIcons(ROOT, clientDir)
  // the CSS's class sources are no content: on a cold build a thread extracts and generates
  // them while the pages compile (build/css-thread.ts)
  const cssSources = readCssSources(ROOT, join(contentDir, COMPONENTS_DIR))
  const cssThread = cssSources.then((sources) => startCssThread(ROOT, fingerprint, sources))
  // awaited after the content step; a failure meanwhile must not go unhandled
  for (const pending of [modulesStep, assetsStep, cssSources, cssThread])
    pending.catch(() => undefined)
  let search: Promise<SearchManifest> | undefined
  const startSearch = (collections: CollectedCollection[]) => {
    // the sections move to the search thread (the collections' copies are let go), which also
    // writes them as JSON for the bench and the load test
    search = startSearchStep(ROOT, fingerprint, collections, STAGING, {
      thread: searchThread,
      sectionsFile: sections ? join(STAGING, 'content', 'sections.json') : undefined,
    })
    // awaited before the swap; a failure meanwhile must not go unhandled
    search.catch(() => undefined)
  }
  try {
    const built = await step(
      'content',
      () =>
        buildContent(contentDir, {
          projectRoot: ROOT,
          report,
          fingerprint,
          sqlOutput: {
            dir: join(STAGING, 'content'),
            dumpDir: join(clientDir, 'content'),
            rowMemoDir:
              process.env.CONTENT_CACHE === '0'
                ? undefined
                : join(ROOT, '.cache', 'sql', contentScope(contentDir)),
          },
          // the main thread compiles pages too, once its own share of these steps is done
          mainLaneFrom: Promise.allSettled([modulesStep, assetsStep, cssThread]),
          highlighter,
          // a small site's search index builds while the SQL is written (search-step.ts)
          onCollected: (collections) => {
            if (searchStartsEarly(collections)) startSearch(collections)
          },
        }),
      (result) =>
        `${result.collections.reduce((sum, c) => sum + c.rows.length, 0)} rows, ${result.compiled} compiled, ${result.cached} cached, SQL of ${result.collections.reduce((sum, c) => sum + (c.reusedRows ?? 0), 0)} rows reused`
    )
    if (built.diagnostics.warnings.length) console.warn(built.diagnostics.format())
    const content = built.collections
    const routeRules = built.routeRules
    assertRedirectTargets(
      routeRules,
      new Set(content.flatMap((c) => c.pages.map((page) => page.path)))
    )
    // the rows' bodies are in the statements now; only their icon classes are read later: let them
    // go before the search thread copies the sections (about 300 MB at 10,000 pages), when it has
    // not started yet
    const collectionIcons = Object.fromEntries(
      content.map((c) => [c.definition.name, iconClasses(contentTexts([c]))])
    )
    const contentIcons = [...new Set(Object.values(collectionIcons).flat())].sort().join(' ')
    const rowCounts = new Map(content.map((c) => [c.definition.name, c.rows.length]))
    for (const collection of content) {
      collection.rows = []
      collection.drafts = []
    }
    const early = search !== undefined
    if (!early) startSearch(content)
    const modules = await modulesStep
    // nothing is highlighted after the content and modules steps: its memory goes before the search step's
    await highlighter.close()
    const { client, icons } = await assetsStep
    const css = await step(
      'css',
      async () =>
        buildCss(
          ROOT,
          [contentIcons, modules.icons.join(' ')],
          join(contentDir, COMPONENTS_DIR),
          await cssSources,
          await cssThread.then((thread) => thread?.finish)
        ).finally(async () => (await cssThread)?.close()),
      (text) => formatBytes(text.length)
    )
    // a large site's write step waits for the search thread: at 10,000 pages the thread's memory
    // and the write step's together passed 2.2 GB of peak RSS. A small site's index builds while
    // the rest is written (the write step awaits it before the swap).
    if (!early) await search
    const { cssName, iconsName, iconSheets } = await writeSiteCss(ROOT, clientDir, css, {
      interfaceIcons: interfaceIconClasses((await cssSources).texts),
      collectionIcons: { ...collectionIcons, modules: modules.icons },
    })
    const colorMode = await colorModeScript(ROOT)
    const id = hash(
      [
        ...content.map((c) => c.hash),
        modules.hash,
        client.boot,
        cssName,
        iconsName,
        ...Object.values(iconSheets),
        ...Object.values(icons).map((set) => set.hash),
        // the worker's own code too: a code-only deploy must not serve the old code's cached pages
        await serverHash,
      ].join('|'),
      12
    )
    const timestamp = Date.now()
    const contentHashes = Object.fromEntries(content.map((c) => [c.definition.name, c.hash]))
    await step(
      'write',
      async () => {
        // the statements and the public dump are on disk since the content step: content_info ends them
        await closeCollectionFiles(content, { buildId: id, builtAt: timestamp, rowCounts })
        await writeModules(join(STAGING, 'content'), modules, id, timestamp)
        await writeContentHashes(STAGING, { ...contentHashes, modules: modules.hash })
        await writeFile(join(STAGING, 'client', 'favicon.svg'), LOGO_SVG)
        // the content's own images (covers, avatars, logos), before _headers checks the folder
        await publicCopy
        await writeAssetHeaders(join(STAGING, 'client'))
        await writeManifests(STAGING, {
          id,
          timestamp,
          assets: {
            boot: client.boot,
            css: `${CLIENT_BASE}/${cssName}`,
            icons: `${CLIENT_BASE}/${iconsName}`,
            iconSheets,
          },
          colorMode,
          content: contentHashes,
          routeRules,
          icons,
        })
        // the search index is the one step still running (on its thread) while the rest is written:
        // the SQL is on disk since the content step, so what is written here is small
        await search!
        await swapOutput(STAGING, DIST)
      },
      () => `build ${id}`
    )
    console.log(`built in ${((performance.now() - started) / 1000).toFixed(2)} s`)
    return { id }
  } catch (error) {
    // the other steps may still write into the staging folder the caller removes next: they end
    // first (a removal racing them failed with ENOTEMPTY, which hid this error)
    await Promise.allSettled([modulesStep, assetsStep, cssSources, search])
    await (await cssThread.catch(() => undefined))?.close()
    throw error
  }
}

/** The command line (`npm run build [-- …]`, build/launch.ts): builds, or prints why not and exits 1. */
export async function runBuildCommand(argv: string[]): Promise<void> {
  try {
    await buildSite({ root: ROOT, ...parseBuildArgs(argv) })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename))
  void runBuildCommand(process.argv.slice(2))
