import { join, resolve } from 'node:path'
import { parseBuildArgs, type BuildArgs } from './build-args'
import { closeCaches } from './cache/file-digests'
import { bundleClient, clientDetail } from './client'
import { openSqlCache, sqlDetail, writeContentSql } from './content/collection-sql'
import { COMPONENTS_DIR } from './content/config'
import { coverageLine } from './content/translations'
import { pageIdentityDetail, trackPageIdentity } from './content/page-identity'
import { openHighlighter } from './content/highlight-service'
import { collectContent, contentDetail, contentFingerprint } from './content/index'
import { copyContentMedia } from './content/media'
import { writeSiteCss } from './css/files'
import { buildCss, cssDetail, readCssSources } from './css/generate'
import { buildIcons, iconsDetail } from './css/icon-shards'
import { startCssThread } from './css/start-thread'
import { colorModeScript, docsMenuIcons, versionSections, writeBuildFiles } from './manifests'
import { buildModulesCached, modulesDetail } from './modules/index'
import { openStaging, removeStaging, swapOutput } from './output'
import { copyPublicAssets } from './public-assets'
import { runSearchStep, searchDetail, searchStartsEarly, startSearchThread } from './search/step'
import { ogTitlesOf, subsetCjkFont } from './og/cjk-font'
import { serverCodeHash } from './server-code-hash'
import { StepGraph } from './step-graph'
import { releaseHeap } from './threads/release-heap'

const ROOT = resolve(import.meta.dirname, '..')

/** The whole build, as its list of steps: written to `outDir` only when every step succeeded. */
export async function buildSite(args: BuildArgs & { root?: string }): Promise<{ id: string }> {
  const { root = ROOT, contentDir, outDir, report, sections, pageHistory } = args
  const started = performance.now()
  const components = join(contentDir, COMPONENTS_DIR)
  const graph = new StepGraph()
    .step('fingerprint', [], () => contentFingerprint(contentDir, root))
    .step('staging', [], () => openStaging(outDir))
    .step('serverCode', [], () => serverCodeHash(root))
    .step('publicFiles', ['staging'], (i) => copyPublicAssets(contentDir, i.staging.client))
    .step('cssSources', [], () => readCssSources(root, components))
    .step('colorMode', [], () => colorModeScript(root))
    // threads: Shiki for every page and README, the search index, the class sources' CSS
    .resource('highlighter', ['fingerprint'], ['content', 'modules'], (i) =>
      openHighlighter(root, i.fingerprint)
    )
    .resource('searchThread', ['fingerprint'], ['search index'], (i) =>
      startSearchThread(root, i.fingerprint)
    )
    .resource('cssThread', ['fingerprint', 'cssSources'], ['css'], (i) =>
      startCssThread(root, i.fingerprint, i.cssSources)
    )
    .step(
      'content',
      ['fingerprint', 'highlighter'],
      async (i, { settled }) =>
        collectContent(contentDir, {
          ...{ projectRoot: root, report, ...i },
          // each page row's statements go to the sql cache as it is made (content/row-statements.ts)
          sqlCache: await openSqlCache(root, contentDir, i.fingerprint),
          // and a large site's search bytes to a file (search/part-spill.ts)
          spillSearch: true,
          // the main thread compiles pages too, once the steps it runs alongside are done
          mainLaneFrom: settled('modules', 'icons', 'cssThread'),
        }),
      contentDetail
    )
    // the images pages show from beside themselves (`/_media/…`), once the link check passed
    .step('contentMedia', ['content', 'staging'], (i) =>
      copyContentMedia(contentDir, i.staging.client, i.content.collections)
    )
    .step(
      'modules',
      ['fingerprint', 'highlighter'],
      (i) => buildModulesCached(root, contentDir, i.fingerprint),
      modulesDetail
    )
    .step('client', ['staging'], (i) => bundleClient(root, i.staging.assets), clientDetail)
    // after the client: each lists the files it added to the same folder
    .step('icons', ['staging', 'client'], (i) => buildIcons(root, i.staging.assets), iconsDetail)
    .step(
      'pages',
      ['content'],
      (i) => trackPageIdentity(contentDir, i.content, outDir, pageHistory),
      pageIdentityDetail
    )
    .step(
      'translations',
      ['content', 'modules'],
      (i) => coverageLine(i.content, i.modules.translations),
      (line) => line
    )
    .step(
      'sql',
      ['content', 'staging'],
      (i) => writeContentSql(i.content.collections, i.staging.sql, i.content.sqlCache!),
      sqlDetail
    )
    // a small site's index builds while the SQL is written; a large site's once the rows went
    // (its copy of the sections beside them was 300 MB more peak RSS at 10,000 pages) and the
    // main thread gave their heap back, unless it is an edit's, which reads a few pages
    .step(
      'search index',
      ['content', 'searchThread', 'staging'],
      async (i, { wait }) => {
        const { collections, searchSpill } = i.content
        // an edit's index, which reads only the edited pages, goes on meanwhile (search-task.ts)
        const later = searchStartsEarly(i.content.rows)
          ? undefined
          : async () => {
              await wait('sql')
              releaseHeap()
            }
        return runSearchStep(
          root,
          collections,
          i.staging.dir,
          i.searchThread,
          sections,
          searchSpill,
          later
        )
      },
      searchDetail
    )
    .step('css', ['sql', 'modules', 'cssSources', 'cssThread'], (i) => buildCss(root, i), cssDetail)
    .step(
      'stylesheets',
      ['css', 'cssSources', 'content', 'sql', 'modules', 'staging'],
      async (i, { wait }) => {
        // a large site's sheets wait for the search thread: both at once passed 2.2 GB at 10,000 pages
        if (!searchStartsEarly(i.content.rows)) await wait('search index')
        const menuIcons = docsMenuIcons(versionSections(i.sql.collections))
        return writeSiteCss(
          root,
          i.staging.assets,
          i.css,
          i.cssSources,
          i.sql,
          i.modules,
          menuIcons
        )
      }
    )
    .step(
      'write',
      [
        'staging',
        'content',
        'sql',
        'pages',
        'modules',
        'client',
        'icons',
        'stylesheets',
        'serverCode',
        'publicFiles',
        'contentMedia',
        'colorMode',
      ],
      (i) => writeBuildFiles(i.staging.dir, i),
      (id) => `build ${id}`
    )
    // the Chinese glyphs of the Open Graph cards, subset to the titles' characters
    .step(
      'og font',
      ['content', 'staging'],
      (i) =>
        subsetCjkFont(ogTitlesOf(i.content.collections), i.staging.assets, {
          cacheDir: join(root, '.cache', 'og'),
        }),
      (atlas) => `${atlas.glyphs} Chinese glyphs`
    )
    .step('swap', ['write', 'search index', 'og font', 'staging'], (i) =>
      swapOutput(i.staging.dir, outDir)
    )
  try {
    const { write: id } = await graph.run()
    closeCaches(root)
    console.log(`built in ${((performance.now() - started) / 1000).toFixed(2)} s`)
    return { id }
  } finally {
    await removeStaging(outDir)
  }
}

/** The command line (`npm run build [-- …]`, build/threads/launch.ts): builds, or prints why not and exits 1. */
export async function runBuildCommand(argv: string[]): Promise<void> {
  try {
    await buildSite({ root: ROOT, ...parseBuildArgs(argv) })
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
