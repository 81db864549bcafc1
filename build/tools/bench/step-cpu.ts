import type { ChildProcess } from 'node:child_process'
import { descendantsOf, readCpuMs } from '../../publish/process-tree'

/** `✓ search index     v4 1,204 sections …    0.84 s`: a step's end (build/step-graph.ts). */
const STEP_END = /^✓ (.{16}|\S+) .*\s\d+(?:\.\d+)? s$/

/** CPU ms used so far by `pid` and every process under it (their threads included). */
function treeCpuMs(pid: number): number {
  return [pid, ...descendantsOf(pid)].reduce((sum, each) => sum + (readCpuMs(each) ?? 0), 0)
}

/**
 * Watches a build's output for its step lines and reads the build's CPU time at each: the CPU
 * seconds used since the step before ended, by step. Steps overlap and threads work under them,
 * so this is the CPU of each step's window (the content step's holds the compile threads', the
 * modules' and icons' beside it), not of the step alone; on /proc only (none elsewhere).
 */
export function watchStepCpu(child: ChildProcess): Record<string, number> {
  const cpuS: Record<string, number> = {}
  let pending = ''
  let before = 0
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + String(chunk)).split('\n')
    pending = lines.pop()!
    for (const line of lines) {
      const match = STEP_END.exec(line.trimEnd())
      if (!match || child.pid === undefined) continue
      const now = treeCpuMs(child.pid)
      cpuS[match[1]!.trim()] = (now - before) / 1000
      before = now
    }
  })
  return cpuS
}
