import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import {
  bundleBuildTool,
  clearBuild,
  summarize,
  flushToDisk,
  runBuild,
  type BuildRun,
} from './build-pages'
import { checkPlatformLimits } from './platform-limits'
import { editPage, generateCorpus } from './corpus'
import { formatParserPaths, measureParserPaths } from './parser-paths'
import { writeCorpus } from './ab'
import type { CorpusKind } from './peers-corpus'

/** `npm run bench -- --pages N[,M] [--runs R]`: the build at growing sizes (README "Tests"). */

const ROOT = resolve(import.meta.dirname, '../../..')

/**
 * Builds `contentDir` `runs` times into a fresh `outDir`, build caches cleared (`fully`: the
 * tool's bundle too, made again by the build); undefined on failure.
 */
async function measureBuilds(contentDir: string, outDir: string, runs: number, fully = false) {
  const results: BuildRun[] = []
  for (let run = 1; run <= runs; run++) {
    await clearBuild(outDir, fully)
    if (!fully) bundleBuildTool()
    // the removed output and caches reach the disk first: the build is not timed with the
    // writeback of the previous one's files (it was up to 0.5 s of system time here)
    flushToDisk()
    const result = await runBuild(contentDir, outDir)
    if (!result.ok) {
      console.log(
        `✗ build ${run}/${runs} failed (exit ${result.exitCode}):\n    ${result.tail.split('\n').join('\n    ')}`
      )
      return undefined
    }
    console.log(
      `  run ${run}/${runs}: ${result.wallS.toFixed(2)} s wall, ${result.cpuS.toFixed(2)} s CPU, ${(result.peakRssKb / 1024).toFixed(0)} MB peak RSS (1-min load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`
    )
    results.push(result)
  }
  return summarize(results)
}

/**
 * `--pages N[,M]`: build time, CPU and memory of the production build on the sample content
 * (the baseline) and on a generated corpus of N extra docs pages (build/tools/bench/corpus.ts), each
 * build a child process (build/tools/bench/build-pages.ts), then the platform limits of the output.
 */
export async function benchBuildPages(
  counts: number[],
  runs: number,
  corpus: CorpusKind = 'own'
): Promise<void> {
  console.log(`# Aster build benchmark (--pages, ${corpus} corpus)\n`)
  console.log(
    'Figures come from the production build (NODE_ENV=production, `node build/threads/launch.ts --content … --out …` as `npm run build` runs it, a child process);'
  )
  console.log(
    `medians of ${runs} run(s) with a fresh output and no build cache each (but the build tool's own bundle,\n.cache/build, which \`npm install\` makes; "fully cold" rows remove it too), the removal flushed to disk\n(\`sync\`) before each, peak RSS the max; wall time\nincludes waiting for the CPU, so compare CPU time when the load average exceeds the CPU count.\n`
  )
  if (corpus !== 'own') return benchCorpusPages(counts, runs, corpus)
  const scratch = await mkdtemp(join(tmpdir(), 'aster-bench-pages-'))
  const samplePages = (await readdir(join(ROOT, 'content/docs/4.x'), { recursive: true })).filter(
    (name) => name.endsWith('.md')
  ).length
  try {
    console.log(`baseline: the sample content/ (${samplePages} docs 4.x pages)`)
    const baseline = await measureBuilds(join(ROOT, 'content'), join(scratch, 'out-baseline'), runs)
    for (const pages of counts) {
      const contentDir = join(scratch, `content-${pages}`)
      const outDir = join(scratch, `out-${pages}`)
      const started = performance.now()
      const corpus = await generateCorpus(contentDir, pages)
      const files = corpus.pages.map((page) => page.file)
      console.log(formatParserPaths('\nparser paths', await measureParserPaths(files, ROOT)))
      console.log(
        `${pages} pages: generated ${corpus.pages.length} pages into docs/4.x/90.generated/ in ${((performance.now() - started) / 1000).toFixed(2)} s (docs 4.x = ${samplePages} sample + ${corpus.pages.length} generated = ${samplePages + corpus.pages.length} pages; the other collections are the sample's)`
      )
      const summary = await measureBuilds(contentDir, outDir, runs)
      if (!summary) continue
      // the same page edited `runs` times (a new sentence each time), output and cache kept
      const edits: BuildRun[] = []
      for (let run = 1; run <= runs; run++) {
        await editPage(corpus.pages[0]!.file, `This sentence number ${run} was added by the bench.`)
        flushToDisk()
        const result = await runBuild(contentDir, outDir)
        edits.push(result)
        if (!result.ok) break
      }
      const edit = edits.at(-1)!
      const edited = summarize(edits)
      const ratio = (value: number, base?: number) =>
        base ? `${(value / base).toFixed(2)}×` : 'n/a'
      const row = (name: string, value: number, base: number | undefined, unit: string) =>
        `| ${name} | ${base === undefined ? 'n/a' : `${base.toFixed(2)} ${unit}`} | ${value.toFixed(2)} ${unit} | ${ratio(value, base)} |`
      console.log(`\n| figure | baseline (${samplePages} pages) | ${pages} pages | ratio |`)
      console.log('| --- | --- | --- | --- |')
      console.log(row('wall (median)', summary.wallS, baseline?.wallS, 's'))
      console.log(row('CPU user+sys (median)', summary.cpuS, baseline?.cpuS, 's'))
      console.log(row('peak RSS (max)', summary.rssMb, baseline?.rssMb, 'MB'))
      for (const [step, seconds] of Object.entries(summary.steps))
        console.log(row(`step ${step} (median)`, seconds, baseline?.steps[step], 's'))
      console.log(
        edit.ok
          ? `| one-file edit rebuild (median of ${edits.length}, output and cache kept) | n/a | ${edited.wallS.toFixed(2)} s (CPU ${edited.cpuS.toFixed(2)} s, ${edited.rssMb.toFixed(0)} MB; runs ${edits.map((run) => run.wallS.toFixed(2)).join(', ')} s) | ${ratio(edited.wallS, summary.wallS)} the cold ${pages}-page build |`
          : `✗ one-file edit rebuild failed (exit ${edit.exitCode}):\n    ${edit.tail.split('\n').join('\n    ')}`
      )
      console.log(`\nplatform limits of the ${pages}-page output:`)
      for (const line of await checkPlatformLimits(outDir)) console.log(`  ${line}`)
      // the same N pages as the whole site: what a corpus of N pages costs without the sample's
      // collections and pages (the issue's "1,000 generated docs pages" taken literally)
      const aloneDir = join(scratch, `content-${pages}-alone`)
      await generateCorpus(aloneDir, pages, 1, { alone: true })
      console.log(
        `\n${pages} pages alone (no sample content; the modules folder's _framework.yml only):`
      )
      const alone = await measureBuilds(aloneDir, join(scratch, `out-${pages}-alone`), runs)
      const line = (name: string, run: ReturnType<typeof summarize>) =>
        `| ${name} | wall ${run.wallS.toFixed(2)} s (${ratio(run.wallS, baseline?.wallS)} the baseline) | CPU ${run.cpuS.toFixed(2)} s | ${run.rssMb.toFixed(0)} MB | steps ${Object.entries(
          run.steps
        )
          .map(([step, seconds]) => `${step} ${seconds.toFixed(2)} s`)
          .join(', ')} |`
      if (alone) console.log(line(`${pages} pages alone, cold (median of ${runs})`, alone))
      // the same with nothing cached at all: the build bundles itself first
      const fully = await measureBuilds(aloneDir, join(scratch, `out-${pages}-alone`), 1, true)
      if (fully) console.log(line(`${pages} pages alone, fully cold (1 run)`, fully))
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}

/** Median wall/CPU/RSS and steps of a summary, as one table row. */
function summaryLine(name: string, run: ReturnType<typeof summarize>): string {
  const steps = Object.entries(run.steps)
    .map(([step, seconds]) => `${step} ${seconds.toFixed(2)} s`)
    .join(', ')
  return `| ${name} | wall ${run.wallS.toFixed(2)} s | CPU ${run.cpuS.toFixed(2)} s | ${run.rssMb.toFixed(0)} MB | steps ${steps} |`
}

/** The corpora measured as the whole site, as the summary names them. */
const WHOLE_SITE_CORPORA = {
  peers: "the peers' corpus (gen-corpus.mjs --seed 1)",
  real: 'the real-shaped corpus (real-corpus.ts, seed 1)',
}

/**
 * `--pages N --corpus peers|real`: the peers' corpus (peers-corpus.ts, the content Starlight and
 * VitePress were timed on) or the real-shaped one (real-corpus.ts) of N pages as the whole site:
 * its parser paths, cold builds, one-file edits, the platform limits, one fully cold build.
 */
async function benchCorpusPages(
  counts: number[],
  runs: number,
  kind: Exclude<CorpusKind, 'own'>
): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), `aster-bench-${kind}-`))
  try {
    for (const pages of counts) {
      const contentDir = join(scratch, `content-${pages}`)
      const outDir = join(scratch, `out-${pages}`)
      const files = await writeCorpus(kind, contentDir, pages)
      const edited = files[0]
      console.log(formatParserPaths('\nparser paths', await measureParserPaths(files, ROOT)))
      console.log(`\n${pages} pages of ${WHOLE_SITE_CORPORA[kind]}, cold:`)
      const cold = await measureBuilds(contentDir, outDir, runs)
      if (!cold) continue
      const edits: BuildRun[] = []
      for (let run = 1; run <= runs; run++) {
        await editPage(edited!, `This sentence number ${run} was added by the bench.`)
        flushToDisk()
        const result = await runBuild(contentDir, outDir)
        edits.push(result)
        if (!result.ok) break
      }
      console.log(summaryLine(`${pages} pages (${kind}), cold (median of ${runs})`, cold))
      if (edits.every((run) => run.ok))
        console.log(summaryLine(`one-file edit (median of ${runs})`, summarize(edits)))
      else console.log(`✗ one-file edit failed:\n    ${edits.at(-1)!.tail}`)
      console.log(`\nplatform limits of the ${pages}-page output:`)
      for (const line of await checkPlatformLimits(outDir)) console.log(`  ${line}`)
      const fully = await measureBuilds(contentDir, outDir, 1, true)
      if (fully) console.log(summaryLine(`${pages} pages (${kind}), fully cold (1 run)`, fully))
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
