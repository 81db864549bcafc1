import { relative } from 'node:path'
import { CLIENT_BASE } from '../src/shared/site'
import { cachedFolderStep } from './cache/folder-step'
import { hashSources } from './cache/sources'
import { formatBytes } from './step-graph'

/** What the client bundle is made of (src/client/boot.ts imports only src/ and packages). */
const CLIENT_SOURCES = ['src/**/*', 'build/client.ts', 'package-lock.json']

/** Output of the client bundle: public URLs of the entries and every file written. */
export interface ClientBundle {
  boot: string
  files: { path: string; bytes: number }[]
}

/**
 * Bundles the browser entry (src/client/boot.ts) with code splitting: the boot script is
 * plain TS; React and islands become lazily imported, content-hashed chunks.
 */
export async function buildClient(root: string, outDir: string): Promise<ClientBundle> {
  // esbuild loads here, not with the build: an edit whose client is kept never needs it
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints: { boot: 'src/client/boot.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    metafile: true,
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'error',
  })
  const files = Object.entries(result.metafile.outputs).map(([path, output]) => ({
    path: relative(outDir, `${root}/${path}`),
    bytes: output.bytes,
  }))
  const boot = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint === 'src/client/boot.ts'
  )
  if (!boot) throw new Error('esbuild did not produce the boot entry')
  return { boot: `${CLIENT_BASE}/${relative(outDir, `${root}/${boot[0]}`)}`, files }
}

/**
 * The client step: the bundle of {@link buildClient}, or its files back from the cache when none
 * of its sources (and not the mode) changed.
 */
export async function bundleClient(root: string, outDir: string): Promise<ClientBundle> {
  const key = await hashSources(root, CLIENT_SOURCES, { extra: [process.env.NODE_ENV ?? ''] })
  return cachedFolderStep(root, 'client', key, outDir, () => buildClient(root, outDir))
}

/** The client step's line: `41 files, 331.7 kB`. */
export function clientDetail(bundle: ClientBundle): string {
  return `${bundle.files.length} files, ${formatBytes(bundle.files.reduce((sum, f) => sum + f.bytes, 0))}`
}
