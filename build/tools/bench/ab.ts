import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  bundleBuildTool,
  clearBuild,
  flushToDisk,
  runBuild,
  summarize,
  type BuildRun,
} from './build-pages'
import { editPage, generateCorpus } from './corpus'
import { checkoutTree, type OtherTree } from './other-tree'
import { formatParserPaths, measureParserPaths } from './parser-paths'
import { generatePeersCorpus, type CorpusKind } from './peers-corpus'
import { generateRealCorpus } from './real-corpus'

const ROOT = join(import.meta.dirname, '../../..')

/**
 * `npm run bench -- --pages N[,M] --against <rev> [--corpus own|peers|real] [--runs 3]`: this tree and
 * another revision build the same corpus (N pages alone) in one session, alternating build for
 * build (A B, then B A, ...), so both share the machine's load: cold builds (every cache but the
 * tool's bundle cleared), then one-file edits (the same page edited once per run, each tree
 * rebuilding from its own cache). Prints medians (wall, CPU, peak RSS, per step) and ratios.
 */

/** The two trees: this one and the revision. */
interface Side {
  name: string
  root?: string
  out: string
  cold: BuildRun[]
  edits: BuildRun[]
}

/** Writes the corpus of `kind` with `pages` pages alone into `dir`; returns its pages' files. */
export async function writeCorpus(kind: CorpusKind, dir: string, pages: number): Promise<string[]> {
  if (kind === 'peers') return generatePeersCorpus(dir, pages)
  const corpus =
    kind === 'real'
      ? await generateRealCorpus(dir, pages)
      : await generateCorpus(dir, pages, 1, { alone: true })
  return corpus.pages.map((page) => page.file)
}

async function build(side: Side, contentDir: string, into: BuildRun[], label: string) {
  flushToDisk()
  const run = await runBuild(contentDir, side.out, [], side.root)
  if (!run.ok) throw new Error(`${side.name} failed (${label}):\n${run.tail}`)
  into.push(run)
  console.log(
    `  ${label} ${side.name}: ${run.wallS.toFixed(2)} s wall, ${run.cpuS.toFixed(2)} s CPU, ${(run.peakRssKb / 1024).toFixed(0)} MB (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`
  )
}

/** Runs the A/B bench of one revision over the page counts. */
export async function benchAgainst(
  rev: string,
  counts: number[],
  runs: number,
  corpus: CorpusKind
): Promise<void> {
  const tree: OtherTree = await checkoutTree(rev)
  const scratch = await mkdtemp(join(tmpdir(), 'aster-bench-ab-'))
  try {
    console.log(`# A/B build bench: this tree against ${rev} (${tree.commit.slice(0, 12)})`)
    console.log(`corpus: ${corpus}; ${runs} run(s) each, alternating; medians, peak RSS the max\n`)
    for (const pages of counts) {
      const contentDir = join(scratch, `content-${pages}`)
      const files = await writeCorpus(corpus, contentDir, pages)
      const edited = files[0]!
      console.log(formatParserPaths('this tree', await measureParserPaths(files, ROOT)))
      console.log(formatParserPaths(rev, await measureParserPaths(files, tree.root)))
      const sides: Side[] = [
        { name: 'this tree', out: join(scratch, `out-this-${pages}`), cold: [], edits: [] },
        { name: rev, root: tree.root, out: join(scratch, `out-rev-${pages}`), cold: [], edits: [] },
      ]
      console.log(`${pages.toLocaleString('en')} pages (${corpus}), cold:`)
      for (let run = 0; run < runs; run++)
        for (const side of run % 2 ? [...sides].reverse() : sides) {
          await clearBuild(side.out, false, side.root)
          bundleBuildTool(side.root)
          await build(side, contentDir, side.cold, `cold ${run + 1}`)
        }
      console.log(
        `${pages.toLocaleString('en')} pages, one-file edit (each tree from its last build):`
      )
      for (let run = 0; run < runs; run++) {
        await editPage(edited, `This sentence number ${run + 1} was added by the A/B bench.`)
        for (const side of run % 2 ? [...sides].reverse() : sides)
          await build(side, contentDir, side.edits, `edit ${run + 1}`)
      }
      printTable(pages, sides)
    }
  } finally {
    await tree.dispose()
    await rm(scratch, { recursive: true, force: true })
  }
}

function printTable(pages: number, [ours, theirs]: Side[]): void {
  const a = summarize(ours!.cold)
  const b = summarize(theirs!.cold)
  const ea = summarize(ours!.edits)
  const eb = summarize(theirs!.edits)
  // a step's seconds are wall time (steps overlap, threads work under them): per page, in ms
  const row = (name: string, x: number, y: number, unit: string) => {
    const cold = unit === 's' && name.startsWith('cold')
    const perPage = (seconds: number) =>
      cold ? ` (${((seconds / pages) * 1000).toFixed(2)} ms/page)` : ''
    return `| ${name} | ${y.toFixed(2)} ${unit}${perPage(y)} | ${x.toFixed(2)} ${unit}${perPage(x)} | ${(x / y).toFixed(3)}× |`
  }
  console.log(
    `\n| ${pages.toLocaleString('en')} pages | ${theirs!.name} | this tree | this ÷ rev |`
  )
  console.log('| --- | ---: | ---: | ---: |')
  console.log(row('cold wall', a.wallS, b.wallS, 's'))
  console.log(row('cold CPU', a.cpuS, b.cpuS, 's'))
  console.log(row('cold peak RSS', a.rssMb, b.rssMb, 'MB'))
  for (const step of new Set([...Object.keys(a.steps), ...Object.keys(b.steps)]))
    if (a.steps[step] !== undefined && b.steps[step] !== undefined)
      console.log(row(`cold step ${step}`, a.steps[step]!, b.steps[step]!, 's'))
  // the CPU of each step's window, in the order the steps ended in this tree
  for (const step of Object.keys(a.stepCpu))
    if (b.stepCpu[step] !== undefined)
      console.log(row(`cold CPU to step ${step}'s end`, a.stepCpu[step]!, b.stepCpu[step]!, 's'))
  console.log(row('one-file edit wall', ea.wallS, eb.wallS, 's'))
  console.log(row('one-file edit CPU', ea.cpuS, eb.cpuS, 's'))
  console.log(row('one-file edit peak RSS', ea.rssMb, eb.rssMb, 'MB'))
  console.log('')
}
