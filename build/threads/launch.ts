import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import module from 'node:module'

/**
 * `npm run build`: runs build/index.ts from one esbuild bundle under `.cache/build/` instead of
 * through tsx. tsx transforms and resolves every module of the build on every run (about 1.5 s
 * before the first step starts: most of a one-file rebuild); the bundle loads in about 0.2 s.
 * It is rebuilt when any file it was made from changes (their list and hash are stored beside
 * it). Each module keeps its own `import.meta` (paths, thread entries, createRequire), so the
 * bundle behaves as the sources do. This file runs on Node's own type stripping (no tsx), so it
 * imports nothing but Node and esbuild, and its TypeScript is erasable.
 */

const ROOT = resolve(import.meta.dirname, '../..')
const ENTRY = join(ROOT, 'build/index.ts')
/**
 * The build's worker-thread entries, bundled in the same esbuild run (their shared modules are
 * shared chunks): build/threads/bundle.ts takes them from beside the build's bundle, so a cold
 * build does not wait for four more bundles before its threads start.
 */
const THREAD_ENTRIES = [
  'build/content/compile-worker.ts',
  'build/content/highlight-thread.ts',
  'build/css/css-thread.ts',
  'build/search/thread.ts',
]
const CACHE = join(ROOT, '.cache', 'build')
const BUNDLE = join(CACHE, 'out', 'index.js')
const MANIFEST = join(CACHE, 'inputs.json')

const EXTERNAL = [
  'shiki',
  '@shikijs/*',
  'esbuild',
  'tsx',
  '@unocss/*',
  'unocss',
  '@iconify/*',
  '@iconify-json/*',
]
/** Bundled CommonJS packages may `require` Node built-ins. */
const REQUIRE_BANNER = `import { createRequire as __aster_require } from 'node:module'; const require = __aster_require(${['import', 'meta', 'url'].join('.')});`

interface Manifest {
  hash: string
  inputs: string[]
  /** Size and mtime of each input (and of the fixed files) when `hash` was taken. */
  stamps?: string
  /** NODE_ENV of the build that made the bundle (the hash covers it too). */
  mode?: string
}

/** Files every bundle hash covers besides the bundle's inputs. */
const FIXED_INPUTS = ['build/threads/launch.ts', 'package-lock.json', 'tsconfig.base.json']

/**
 * Size, mtime and inode of each file, as one string: when it equals the stored one, no file
 * changed since the hash was taken, and the ~640 inputs (most of them packages) are not read.
 */
function inputStamps(inputs: string[]): string {
  return [...inputs, ...FIXED_INPUTS]
    .map((file) => {
      const info = statSync(join(ROOT, file), { throwIfNoEntry: false })
      return info ? `${info.size}:${info.mtimeMs}:${info.ino}` : '-'
    })
    .join('|')
}

/** Hash of the bundle's inputs (their paths and bytes), the mode and the lockfile. */
async function inputsHash(inputs: string[]): Promise<string> {
  const hash = createHash('sha256').update(process.env.NODE_ENV ?? '')
  for (const file of [...inputs, ...FIXED_INPUTS])
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(ROOT, file)).catch(() => ''))
  return hash.digest('hex')
}

/** The bundle, (re)built when an input changed; undefined when esbuild fails (tsx then runs). */
async function bundle(): Promise<string | undefined> {
  const stored = await readFile(MANIFEST, 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => undefined)
  if (stored) {
    const stamps = inputStamps(stored.inputs)
    if (stamps === stored.stamps && stored.mode === (process.env.NODE_ENV ?? '')) return BUNDLE
    if (stored.hash === (await inputsHash(stored.inputs))) {
      // touched but unchanged (a checkout, a copy): the stamps catch up, the bundle stays
      await writeFile(MANIFEST, JSON.stringify({ ...stored, stamps }))
      return BUNDLE
    }
  }
  const { build } = await import('esbuild')
  await mkdir(CACHE, { recursive: true })
  const temporary = join(CACHE, `out.${process.pid}.tmp`)
  try {
    const result = await build({
      entryPoints: [ENTRY, ...THREAD_ENTRIES.map((file) => join(ROOT, file))],
      outdir: temporary,
      entryNames: '[name]',
      // what only a compile needs (Shiki, micromark, React) is a chunk loaded on the first cache miss
      splitting: true,
      outExtension: { '.js': '.js' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      jsx: 'automatic',
      // packages are bundled too (resolving ~300 package modules cost ~0.4 s per run), except
      // those that load files of their own at run time (grammars, wasm, icon JSON, binaries)
      external: EXTERNAL,
      banner: { js: REQUIRE_BANNER },
      metafile: true,
      logLevel: 'silent',
      tsconfig: join(ROOT, 'tsconfig.base.json'),
      plugins: [ownImportMeta, unnamedVisits, nativeBrotli],
    })
    const inputs = Object.keys(result.metafile.inputs).sort()
    await rm(join(CACHE, 'out'), { recursive: true, force: true })
    await rename(temporary, join(CACHE, 'out'))
    const manifest: Manifest = {
      hash: await inputsHash(inputs),
      inputs,
      stamps: inputStamps(inputs),
      mode: process.env.NODE_ENV ?? '',
    }
    await writeFile(MANIFEST, JSON.stringify(manifest))
    return BUNDLE
  } catch (error) {
    await rm(temporary, { recursive: true, force: true })
    console.warn(`build bundle failed, running the sources through tsx: ${String(error)}`)
    return undefined
  }
}

/** Gives each bundled source its own `import.meta.url`, `.dirname` and `.filename`. */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build: {
    onLoad(
      options: { filter: RegExp },
      load: (args: { path: string }) => Promise<{ contents: string; loader: 'ts' | 'tsx' }>
    ): void
  }) {
    build.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8')
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path))
      return { contents, loader: path.endsWith('.tsx') ? 'tsx' : 'ts' }
    })
  },
}

/**
 * unist-util-visit-parents names the function it makes for every node it visits after the node
 * (`Object.defineProperty(visit, 'name', …)`, for stack traces): mdast-util-to-hast visits every
 * page's whole tree once for its definitions, and those names were 12 % of what a page's compile
 * allocated, 7 % of its CPU. The bundle leaves the naming out; nothing reads the names. The
 * statement is matched as the package writes it (build/threads/launch.test.ts): another text
 * leaves the package as it is.
 */
const VISIT_NAMING =
  /\n\s*Object\.defineProperty\(visit, 'name', \{\n\s*value:\n\s*'node \(' \+ color\(node\.type \+ \(name \? '<' \+ name \+ '>' : ''\)\) \+ '\)'\n\s*\}\)\n/
const unnamedVisits = {
  name: 'unnamed-visits',
  setup(build: {
    onLoad(
      options: { filter: RegExp },
      load: (args: { path: string }) => Promise<{ contents: string; loader: 'js' } | undefined>
    ): void
  }) {
    build.onLoad(
      { filter: /unist-util-visit-parents[\\/]lib[\\/]index\.js$/ },
      async ({ path }) => {
        const text = await readFile(path, 'utf8')
        return VISIT_NAMING.test(text)
          ? { contents: text.replace(VISIT_NAMING, '\n'), loader: 'js' }
          : undefined
      }
    )
  },
}

/**
 * fontkit decodes the og font's woff2 parts with `brotli/decompress.js`, a JavaScript port of
 * brotli: the bundle gives it build/og/native-brotli.ts instead, the same bytes from node:zlib
 * (`OG_NATIVE_BROTLI=0` turns it back to the package at run time).
 */
const NATIVE_BROTLI = join(ROOT, 'build/og/native-brotli.ts')
const nativeBrotli = {
  name: 'native-brotli',
  setup(build: {
    onResolve(
      options: { filter: RegExp },
      resolve: (args: { importer: string }) => { path: string } | undefined
    ): void
  }) {
    build.onResolve({ filter: /^brotli\/decompress\.js$/ }, ({ importer }) =>
      /[\\/]fontkit[\\/]/.test(importer) ? { path: NATIVE_BROTLI } : undefined
    )
  },
}

const entry = await bundle()
// `npm install` (package.json "prepare") makes the bundle once, as a packaged tool ships built
if (process.argv.includes('--bundle-only')) process.exit(entry ? 0 : 1)
// V8 keeps the compiled code of the bundle (2.3 MB) between runs: about 0.2 s less per start
module.enableCompileCache?.(join(ROOT, '.cache', 'v8'))
// site components (TSX) then register tsx when they load (build/content/components/site.ts)
process.env.ASTER_BUILD_BUNDLE = '1'
// where build/threads/bundle.ts finds the thread entries bundled with the build
if (entry) process.env.ASTER_THREAD_BUNDLES = dirname(entry)
let run: (argv: string[]) => Promise<void>
if (entry) {
  run = ((await import(pathToFileURL(entry).href)) as { runBuildCommand: typeof run })
    .runBuildCommand
} else {
  const { register } = await import('tsx/esm/api')
  register()
  run = ((await import(pathToFileURL(ENTRY).href)) as { runBuildCommand: typeof run })
    .runBuildCommand
}
await run(process.argv.slice(2))
