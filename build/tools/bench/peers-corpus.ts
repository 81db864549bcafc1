import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { FRAMEWORK_FILE } from '../../modules/index'

const ROOT = resolve(import.meta.dirname, '../../..')
/** The corpus generator the peers (Starlight, VitePress) were timed on: ../shared/bench. */
export const PEERS_GENERATOR = resolve(ROOT, '../shared/bench/gen-corpus.mjs')

/**
 * The corpora the build bench can measure (`--corpus`): our generator beside the sample
 * (corpus.ts), the peers' (below), or ours with the constructs of real docs (real-corpus.ts).
 */
export type CorpusKind = 'own' | 'peers' | 'real'

/**
 * Writes the peers' corpus (`gen-corpus.mjs --pages N --seed S`: CommonMark + GFM, ordered and
 * nested lists, GFM alert block quotes, tables, four code languages, relative `.md` links, 13
 * nested folders) as the docs 4.x of a content folder of its own, with nothing else but the one
 * file the modules step asks for. A corpus nobody here wrote: the build's figures must hold on
 * it as on our own generator (corpus.ts). Returns the pages' files.
 */
export async function generatePeersCorpus(dir: string, pages: number, seed = 1): Promise<string[]> {
  if (!existsSync(PEERS_GENERATOR))
    throw new Error(
      `the peers' corpus generator is missing: ${PEERS_GENERATOR} (../shared beside the project)`
    )
  await rm(dir, { recursive: true, force: true })
  await mkdir(join(dir, 'modules'), { recursive: true })
  await cp(join(ROOT, 'content/modules', FRAMEWORK_FILE), join(dir, 'modules', FRAMEWORK_FILE))
  const docs = join(dir, 'docs/4.x')
  execFileSync(
    process.execPath,
    [PEERS_GENERATOR, '--pages', String(pages), '--seed', String(seed), '--out', docs],
    {
      stdio: 'ignore',
    }
  )
  return (await readdir(docs, { recursive: true }))
    .filter((file) => file.endsWith('.md') && file !== 'index.md')
    .sort()
    .map((file) => join(docs, file))
}
