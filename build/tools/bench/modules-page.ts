import { filterModules } from '../../../src/shared/modules/filter'
import type { ModuleSummary } from '../../../src/shared/modules/types'

/**
 * The in-page half of build/tools/bench/modules.ts, bundled by esbuild with the shared filter module
 * and run in Chromium as `window.AsterModulesBench`.
 */

/** Milliseconds per keystroke, for the shared rules and for the baseline. */
export interface KeystrokeTimes {
  shared: number[]
  baseline: number[]
}

const FIELDS = ['name', 'npm', 'category', 'description', 'repo'] as const

/** The baseline: a plain `Array.filter` with `toLowerCase().includes` over the same five fields, no sort. */
function plainFilter(modules: ModuleSummary[], q: string): ModuleSummary[] {
  const lower = q.toLowerCase()
  return modules.filter((module) =>
    FIELDS.some((field) => module[field].toLowerCase().includes(lower))
  )
}

/**
 * Times one keystroke's work for every prefix of every typed text: the shared `filterModules`
 * (escaped case-insensitive search over five fields + the featured sort) and the baseline,
 * alternating, each the mean of `calls` calls (performance.now() is coarse in a browser).
 * Round 0 warms the JIT up and is not kept.
 */
export function timeKeystrokes(
  modules: ModuleSummary[],
  typed: string[],
  rounds: number,
  calls: number
): KeystrokeTimes {
  const prefixes = typed.flatMap((text) => [...text].map((_, index) => text.slice(0, index + 1)))
  const times: KeystrokeTimes = { shared: [], baseline: [] }
  let kept = 0
  for (let round = 0; round <= rounds; round++) {
    for (const q of prefixes) {
      let started = performance.now()
      for (let i = 0; i < calls; i++) kept += filterModules(modules, { q }).length
      const shared = (performance.now() - started) / calls
      started = performance.now()
      for (let i = 0; i < calls; i++) kept += plainFilter(modules, q).length
      const baseline = (performance.now() - started) / calls
      if (round === 0) continue
      times.shared.push(shared)
      times.baseline.push(baseline)
    }
  }
  // the results are used, so no engine can drop the calls
  if (kept < 0) throw new Error('unreachable')
  return times
}
