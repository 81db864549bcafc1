import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runBuild } from './build-pages'
import { generateCorpus } from './corpus'
import { checkoutTree } from './other-tree'
import { generatePeersCorpus, type CorpusKind } from './peers-corpus'
import { generateRealCorpus } from './real-corpus'

/**
 * `npm run bench -- --same-output <rev> [--pages N] [--corpus own|peers|real]`: builds the sample
 * content plus N generated pages (1,000 by default; build/tools/bench/corpus.ts), or N pages of
 * the peers' corpus alone (peers-corpus.ts), with this tree and with `<rev>`, both
 * cold (`CONTENT_CACHE=0`), and compares byte for byte what the site serves from a build: the
 * content SQL (`content/*.json`, D1's input), the public dumps, the search index values and its
 * manifest, and the CSS sheets the manifest names. The build id and time, which every build
 * writes anew, are replaced by placeholders first; chunk names of the client bundle are not
 * compared (the bundle is the browser code, not the content). Exits 1 on any difference.
 */

/** What a build's manifest says of its own identity and its stylesheets. */
interface Manifest {
  id: string
  timestamp: number
  assets: { css: string; icons: string; iconSheets: Record<string, string> }
}

/** One compared file: its name and its bytes with the build's identity replaced. */
type Files = Map<string, Buffer>

async function readManifest(out: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(out, 'build-manifest.json'), 'utf8')) as Manifest
}

/** A build's own identity (id and time) replaced by placeholders, so two builds compare. */
function withoutIdentity(bytes: Buffer, manifest: Manifest): Buffer {
  const time = new Date(manifest.timestamp).toISOString()
  return Buffer.from(
    bytes
      .toString('latin1')
      .replaceAll(manifest.id, '<build-id>')
      .replaceAll(time, '<built-at>')
      .replaceAll(String(manifest.timestamp), '<built-at>'),
    'latin1'
  )
}

/** Every file under `dir` (relative names), each read through {@link withoutIdentity}. */
async function readTree(dir: string, manifest: Manifest, prefix: string): Promise<Files> {
  const files: Files = new Map()
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(
      `${prefix}/${path.slice(dir.length + 1)}`,
      withoutIdentity(await readFile(path), manifest)
    )
  }
  return files
}

/** The compared parts of a build output, by kind. */
async function readOutput(out: string): Promise<Record<string, Files>> {
  const manifest = await readManifest(out)
  const css: Files = new Map()
  for (const [name, url] of Object.entries({
    'app.css': manifest.assets.css,
    'icons.css': manifest.assets.icons,
    ...Object.fromEntries(
      Object.entries(manifest.assets.iconSheets).map(([route, url]) => [`icons.${route}.css`, url])
    ),
  }))
    css.set(name, await readFile(join(out, 'client', url)))
  return {
    'content SQL': await readTree(join(out, 'content'), manifest, 'content'),
    'public dumps': await readTree(join(out, 'client/_aster/content'), manifest, 'dumps'),
    'search values': await readTree(join(out, 'search'), manifest, 'search'),
    CSS: css,
  }
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 12)

/** Where two versions of one file first differ, with a little context. */
function firstDifference(a: Buffer, b: Buffer): string {
  let at = 0
  while (at < a.length && at < b.length && a[at] === b[at]) at++
  const show = (bytes: Buffer) =>
    JSON.stringify(bytes.subarray(Math.max(0, at - 40), at + 60).toString('utf8'))
  return `byte ${at} of ${a.length} / ${b.length}:\n      this: ${show(a)}\n      rev:  ${show(b)}`
}

/** Compares the two outputs; one line per kind, then the differences. */
export function compareOutputs(
  ours: Record<string, Files>,
  theirs: Record<string, Files>
): { same: boolean; lines: string[] } {
  const lines: string[] = []
  let same = true
  for (const [kind, files] of Object.entries(ours)) {
    const other = theirs[kind]!
    const names = [...new Set([...files.keys(), ...other.keys()])].sort()
    const differing = names.filter(
      (name) => !files.has(name) || !other.has(name) || !files.get(name)!.equals(other.get(name)!)
    )
    const bytes = [...files.values()].reduce((sum, file) => sum + file.length, 0)
    if (!differing.length) {
      lines.push(`✓ ${kind}: identical, ${names.length} files, ${bytes.toLocaleString('en')} bytes`)
      continue
    }
    same = false
    lines.push(`✗ ${kind}: ${differing.length} of ${names.length} files differ`)
    for (const name of differing.slice(0, 8)) {
      const a = files.get(name)
      const b = other.get(name)
      if (!a || !b) lines.push(`    ${name}: only in ${a ? 'this tree' : 'the revision'}`)
      else lines.push(`    ${name} (${digest(a)} / ${digest(b)}): ${firstDifference(a, b)}`)
    }
  }
  return { same, lines }
}

/** The command: prints the comparison and exits 1 when the outputs differ. */
export async function benchSameOutput(
  rev: string,
  pages = 1000,
  corpus: CorpusKind = 'own'
): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'aster-same-output-'))
  const tree = await checkoutTree(rev)
  // both builds cold: no cache of either tree decides a byte of the output
  process.env.CONTENT_CACHE = '0'
  try {
    console.log(`# same output: this tree against ${rev} (${tree.commit.slice(0, 12)})\n`)
    const contentDir = join(scratch, 'content')
    if (corpus === 'peers') await generatePeersCorpus(contentDir, pages)
    else if (corpus === 'real') await generateRealCorpus(contentDir, pages)
    else await generateCorpus(contentDir, pages)
    console.log(
      corpus === 'own'
        ? `content: the sample plus ${pages.toLocaleString('en')} generated pages`
        : `content: ${pages.toLocaleString('en')} pages of the ${corpus === 'peers' ? "peers'" : 'real-shaped'} corpus alone`
    )
    const outputs: Record<string, Record<string, Files>> = {}
    for (const [name, root, out] of [
      ['this tree', undefined, join(scratch, 'out-this')],
      [rev, tree.root, join(scratch, 'out-rev')],
    ] as const) {
      const run = await runBuild(contentDir, out, [], root)
      if (!run.ok) throw new Error(`the build of ${name} failed:\n${run.tail}`)
      console.log(`built ${name} in ${run.wallS.toFixed(2)} s`)
      outputs[name] = await readOutput(out)
    }
    const { same, lines } = compareOutputs(outputs['this tree']!, outputs[rev]!)
    console.log(`\n${lines.join('\n')}`)
    console.log(same ? '\nsame output' : '\nTHE OUTPUTS DIFFER')
    if (!same) process.exitCode = 1
  } finally {
    await tree.dispose()
    await rm(scratch, { recursive: true, force: true })
  }
}
