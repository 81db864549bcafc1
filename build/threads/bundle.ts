import { createHash } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { fileDigests } from '../cache/file-digests'

/** Packages left to Node at run time: Shiki loads its grammars and wasm by dynamic import. */
const EXTERNAL = ['shiki', '@shikijs/*', 'esbuild', 'tsx']
/** The bundle's own URL, spelled apart: build/threads/launch.ts rewrites that literal in the build's sources. */
const IMPORT_META_URL = ['import', 'meta', 'url'].join('.')

/**
 * A worker-thread entry as one ES module bundle under `<projectRoot>/.cache/threads/`, named by
 * `key` (a hash of everything it is built from): a thread then loads one file (about 0.15 s)
 * instead of resolving and transforming hundreds of TypeScript and package modules through tsx
 * (about 1 s per thread). Built once per key; on any failure the `.ts` entry is used as it is.
 */
export async function bundledThreadEntry(
  entry: URL,
  projectRoot: string,
  key: string
): Promise<URL> {
  const name = entry.pathname.split('/').pop()!.replace(/\.ts$/, '')
  // bundled with the build itself (build/threads/launch.ts), from the same sources: nothing to build
  const withBuild = process.env.ASTER_THREAD_BUNDLES
  if (withBuild && (await exists(join(withBuild, `${name}.js`))))
    return pathToFileURL(join(withBuild, `${name}.js`))
  const mode = process.env.NODE_ENV === 'production' ? 'production' : 'development'
  const id = createHash('sha256')
    .update(`${key}\0${entry.href}\0${mode}`)
    .digest('hex')
    .slice(0, 16)
  const dir = join(projectRoot, '.cache', 'threads')
  const file = join(dir, `${name}-${id}.mjs`)
  if (await exists(file)) return pathToFileURL(file)
  try {
    await mkdir(dir, { recursive: true })
    const temporary = `${file}.${process.pid}.tmp`
    // loaded only when a thread's bundle is made: a build whose bundles exist never parses it
    const { build } = await import('esbuild')
    await build({
      entryPoints: [entry.pathname],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node22',
      jsx: 'automatic',
      external: EXTERNAL,
      define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
      // bundled CommonJS packages may `require` Node built-ins
      banner: {
        js: `import { createRequire as __aster_require } from 'node:module'; const require = __aster_require(${IMPORT_META_URL});`,
      },
      logLevel: 'silent',
      tsconfig: join(projectRoot, 'tsconfig.base.json'),
    })
    await rename(temporary, file)
    // one bundle per entry: the previous fingerprints' go
    for (const old of await readdir(dir))
      if (old.startsWith(`${name}-`) && old.endsWith('.mjs') && join(dir, old) !== file)
        await rm(join(dir, old), { force: true })
    return pathToFileURL(file)
  } catch {
    return entry
  }
}

function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false
  )
}

/**
 * The text a bundle key is made of, for entries whose inputs the caller does not hash itself:
 * the digests of the files' bytes (build/cache/file-digests.ts, the memo of the project at `root`).
 */
export async function fileKey(paths: string[], root: string): Promise<string> {
  const hash = createHash('sha256')
  const digests = fileDigests(root)
  for (const path of paths) hash.update(`${digests.digest(path) ?? ''}\0`)
  return hash.digest('hex')
}
