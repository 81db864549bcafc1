import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launcherOf } from './other-tree'
import { watchStepCpu } from './step-cpu'

/**
 * One production build of a content folder as a child process, measured from outside (wall,
 * user+sys CPU, peak RSS, per-step times); its output's platform limits: platform-limits.ts. Used by `npm run bench -- --pages N` (build/tools/bench.ts).
 */

const ROOT = resolve(import.meta.dirname, '../../..')
const TIME = '/usr/bin/time'
/** The project's Node (package.json devDependency, what `npm run build` uses), else this one. */
export const NODE = existsSync(join(ROOT, 'node_modules/.bin/node'))
  ? join(ROOT, 'node_modules/.bin/node')
  : process.execPath
export const MIB = 1024 * 1024
/** The environment of the children: production, with the project's bin/ (its Node) first. */
export const childEnv = () => ({
  ...process.env,
  NODE_ENV: 'production',
  PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
})
/** `✓ search index     v4 1,204 sections …    0.84 s` (build/step-graph.ts pads the name to 16). */
const STEP_RE = /^✓ (.{16}|\S+) (.*?)\s*(\d+(?:\.\d+)?) s$/
const BUILT_RE = /^built in (\d+(?:\.\d+)?) s$/

/** The measured figures of one build. */
/**
 * Makes the build tool's own bundle (.cache/build), as `npm install` does (package.json
 * "prepare"): the cold builds measured after it clear every cache but that one.
 */
export function bundleBuildTool(root = ROOT): void {
  execFileSync(NODE, [launcherOf(root), '--bundle-only'], { cwd: root, env: childEnv() })
}

/** Writes the file system's dirty pages to disk (`sync`); nothing where there is no `sync`. */
export function flushToDisk(): void {
  try {
    execFileSync('sync')
  } catch {
    // no sync command: the next build may share the disk with this writeback
  }
}

export interface BuildRun {
  ok: boolean
  exitCode: number | null
  wallS: number
  /** user + sys of the build process and its children. */
  cpuS: number
  peakRssKb: number
  /** Seconds per build step, as the build printed them. */
  steps: Record<string, number>
  /** CPU seconds of each step's window (since the step before it ended: step-cpu.ts). */
  stepCpu: Record<string, number>
  /** The build's own "built in" total. */
  builtS?: number
  /** Last lines of stderr (and stdout) when the build failed. */
  tail: string
  measuredBy: '/usr/bin/time' | '/proc polling'
}

/** Reads the `✓ step … 1.23 s` lines the build printed into seconds per step. */
export function parseStepTimes(stdout: string): { steps: Record<string, number>; builtS?: number } {
  const steps: Record<string, number> = {}
  let builtS: number | undefined
  for (const line of stdout.split('\n')) {
    const match = STEP_RE.exec(line.trimEnd())
    if (match) steps[match[1]!.trim()] = Number(match[3])
    const built = BUILT_RE.exec(line.trim())
    if (built) builtS = Number(built[1])
  }
  return { steps, builtS }
}

/**
 * Runs the build as `npm run build` does (`node build/threads/launch.ts --content <dir> --out
 * <dir>`, NODE_ENV=production); `extra` arguments after those (`--sections`). `root`: the tree
 * whose build runs (another revision checked out by other-tree.ts), this one by default.
 */
export async function runBuild(
  contentDir: string,
  outDir: string,
  extra: string[] = [],
  root = ROOT
): Promise<BuildRun> {
  const args = [launcherOf(root), '--content', contentDir, '--out', outDir, ...extra]
  const env = { ...childEnv(), TSX_TSCONFIG_PATH: 'tsconfig.base.json' }
  const useTime = existsSync(TIME)
  const timeFile = join(tmpdir(), `aster-bench-time-${process.pid}-${Date.now()}.txt`)
  const command = useTime ? TIME : NODE
  const argv = useTime ? ['-f', '%e %U %S %M', '-o', timeFile, NODE, ...args] : args
  const started = performance.now()
  const child = spawn(command, argv, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk))
  const stepCpu = watchStepCpu(child)
  const poll = useTime ? undefined : pollProcessTree(child.pid!)
  const exitCode = await new Promise<number | null>((done) => child.on('close', done))
  const wallS = (performance.now() - started) / 1000
  let cpuS = 0
  let peakRssKb = 0
  if (poll) ({ cpuS, peakRssKb } = poll.stop())
  else {
    const text = await readFile(timeFile, 'utf8').catch(() => '')
    await rm(timeFile, { force: true })
    const fields = text.trim().split('\n').at(-1)?.split(' ').map(Number) ?? []
    cpuS = (fields[1] ?? 0) + (fields[2] ?? 0)
    peakRssKb = fields[3] ?? 0
  }
  const tail = [...stdout.trim().split('\n').slice(-5), ...stderr.trim().split('\n').slice(-25)]
    .filter(Boolean)
    .join('\n')
  return {
    ok: exitCode === 0,
    exitCode,
    wallS,
    cpuS,
    peakRssKb,
    ...parseStepTimes(stdout),
    stepCpu,
    tail,
    measuredBy: useTime ? TIME : '/proc polling',
  }
}

/**
 * Without /usr/bin/time: samples /proc every 100 ms for the process tree under `pid` (CPU from
 * /proc/<pid>/stat utime+stime+cutime+cstime, peak RSS as the largest VmHWM seen). Approximate:
 * the last 100 ms before exit are not sampled.
 */
function pollProcessTree(pid: number): { stop: () => { cpuS: number; peakRssKb: number } } {
  const ticks = 100 // USER_HZ on Linux
  let cpuS = 0
  let peakRssKb = 0
  const sample = async () => {
    const entries = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name))
    const parents = new Map<number, number>()
    const cpu = new Map<number, number>()
    for (const name of entries) {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (fields.length < 15) continue
      parents.set(Number(name), Number(fields[1]))
      cpu.set(
        Number(name),
        fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0)
      )
    }
    const tree = [...parents.keys()].filter((p) => {
      for (let at: number | undefined = p; at; at = parents.get(at)) if (at === pid) return true
      return false
    })
    let total = 0
    for (const p of tree) {
      // exited children are in their parent's cutime/cstime; live ones count themselves
      total += cpu.get(p)! / ticks
      const status = await readFile(`/proc/${p}/status`, 'utf8').catch(() => '')
      const hwm = /VmHWM:\s+(\d+)/.exec(status)
      if (hwm) peakRssKb = Math.max(peakRssKb, Number(hwm[1]))
    }
    cpuS = Math.max(cpuS, total)
  }
  let busy = false // a slow /proc walk must not overlap the next one
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    void sample().finally(() => (busy = false))
  }, 100)
  return { stop: () => (clearInterval(timer), { cpuS, peakRssKb }) }
}

/** Median, CPU, peak RSS and per-step medians of a set of runs. */
export function summarize(runs: BuildRun[]) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  const steps = [...new Set(runs.flatMap((run) => Object.keys(run.steps)))]
  return {
    wallS: median(runs.map((run) => run.wallS)),
    cpuS: median(runs.map((run) => run.cpuS)),
    rssMb: Math.max(...runs.map((run) => run.peakRssKb)) / 1024,
    steps: Object.fromEntries(
      steps.map((step) => [step, median(runs.map((r) => r.steps[step] ?? 0))])
    ),
    stepCpu: Object.fromEntries(
      steps.map((step) => [step, median(runs.map((r) => r.stepCpu[step] ?? 0))])
    ),
  }
}

/**
 * Removes `outDir` and the build caches: all of them with `all`, else all but the build tool's
 * own bundle (`.cache/build`, which `npm install` makes, as a packaged tool ships built).
 */
export async function clearBuild(outDir: string, all: boolean, root = ROOT): Promise<void> {
  await rm(outDir, { recursive: true, force: true })
  for (const cache of [join(root, '.cache'), join(outDir, '..', '.cache')]) {
    if (all) await rm(cache, { recursive: true, force: true })
    else
      for (const name of await readdir(cache).catch(() => []))
        if (name !== 'build') await rm(join(cache, name), { recursive: true, force: true })
  }
}
