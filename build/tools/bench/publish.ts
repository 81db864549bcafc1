import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createLocalTarget } from '../../publish/local-target'
import { runDeploy } from '../../publish/plan'
import { flushToDisk, runBuild } from './build-pages'
import { editPage, generateCorpus } from './corpus'

/**
 * `npm run bench -- --publish [--pages 10000]` (issue 40, "one page published in seconds"): a
 * generated corpus is built and deployed whole into an empty local state (`npm run deploy --
 * --local`'s plan, in-process, into its own `--persist-to` folder), then one page is edited,
 * built again (caches kept) and deployed again. For each deploy: wall time, rows written or
 * deleted in D1 (the content step's count) and KV values written (the search step's count),
 * and each step's time as the plan prints it.
 */

const ROOT = resolve(import.meta.dirname, '../../..')
const CONTENT_RE = /collections changed, (\d+) rows written or deleted/
const VALUES_RE = /\((\d+) values written\)/
const STEP_RE = /^✓ \[\d+\/\d+\] (.+?)\s{2,}.*?(\d+(?:\.\d+)?) s$/

/** One deploy measured: its wall time, what it wrote, each step's seconds. */
interface DeployRun {
  wallS: number
  rows: number
  values: number
  steps: Record<string, number>
}

/** Runs the whole deploy plan of `distDir` into `persistTo`, its lines captured. */
async function measureDeploy(distDir: string, persistTo: string): Promise<DeployRun> {
  const lines: string[] = []
  const write = process.stdout.write.bind(process.stdout)
  const log = console.log
  console.log = (...args: unknown[]) => void lines.push(args.join(' '))
  process.stdout.write = ((text: string) => (
    lines.push(...String(text).split('\n')),
    true
  )) as never
  const started = performance.now()
  try {
    const target = await createLocalTarget(ROOT, persistTo)
    try {
      await runDeploy({ distDir, target })
    } finally {
      await target.dispose()
    }
  } finally {
    console.log = log
    process.stdout.write = write
  }
  const wallS = (performance.now() - started) / 1000
  const text = lines.join('\n')
  const steps: Record<string, number> = {}
  for (const line of lines) {
    const match = STEP_RE.exec(line.trim())
    if (match) steps[match[1]!.trim()] = Number(match[2])
  }
  return {
    wallS,
    rows: Number(CONTENT_RE.exec(text)?.[1] ?? NaN),
    values: Number(VALUES_RE.exec(text)?.[1] ?? NaN),
    steps,
  }
}

/** The bench: a full deploy, then a one-page edit's build and deploy, side by side. */
export async function benchPublish(pages: number): Promise<void> {
  console.log(`# Aster publish benchmark (--publish, ${pages} generated pages)\n`)
  const scratch = await mkdtemp(join(tmpdir(), 'aster-bench-publish-'))
  try {
    const contentDir = join(scratch, 'content')
    const outDir = join(scratch, 'out')
    const persistTo = join(scratch, 'state')
    const corpus = await generateCorpus(contentDir, pages)
    const cold = await runBuild(contentDir, outDir)
    if (!cold.ok) throw new Error(`the build failed:\n${cold.tail}`)
    flushToDisk()
    const full = await measureDeploy(outDir, persistTo)
    await editPage(corpus.pages[0]!.file, 'This sentence was added by the publish bench.')
    const edit = await runBuild(contentDir, outDir)
    if (!edit.ok) throw new Error(`the edit's build failed:\n${edit.tail}`)
    flushToDisk()
    const one = await measureDeploy(outDir, persistTo)
    const [load1, load5, load15] = loadavg().map((value) => value.toFixed(2))
    console.log(`load average ${load1}, ${load5}, ${load15} on ${availableParallelism()} CPUs\n`)
    console.log('| figure | full deploy (empty state) | one-page edit | ratio |')
    console.log('| --- | --- | --- | --- |')
    const ratio = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)} %` : 'n/a')
    console.log(
      `| build | ${cold.wallS.toFixed(2)} s (cold) | ${edit.wallS.toFixed(2)} s (caches kept) | ${ratio(edit.wallS, cold.wallS)} |`
    )
    console.log(
      `| deploy wall | ${full.wallS.toFixed(2)} s | ${one.wallS.toFixed(2)} s | ${ratio(one.wallS, full.wallS)} |`
    )
    console.log(`| D1 rows written or deleted | ${full.rows} | ${one.rows} | |`)
    console.log(`| KV values written | ${full.values} | ${one.values} | |`)
    for (const step of Object.keys(full.steps))
      console.log(
        `| step ${step} | ${full.steps[step]!.toFixed(2)} s | ${(one.steps[step] ?? NaN).toFixed(2)} s | ${ratio(one.steps[step] ?? 0, full.steps[step]!)} |`
      )
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
