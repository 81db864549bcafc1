import type { PatternScanner, RegexEngine } from 'shiki/core'

/**
 * A regex engine that compiles each distinct list of patterns once per process. vscode-textmate
 * asks for one scanner per rule (and per anchor variant of it), and each grammar compiles its
 * own rules, also those of the grammars it embeds: TypeScript's expression patterns inside
 * `vue` compile again after plain `ts` did, and a rule whose end refers to its begin's captures
 * compiles a scanner each time the captured text changes. Compiling a scanner (oniguruma's
 * `onig_new` for every pattern, in the wasm) is most of a grammar's first-use cost: about a
 * quarter of the scanners a docs build asks for repeat a list compiled before. A scanner is a
 * pure function of its patterns (its match cache is keyed by the searched string), so a repeat
 * gets the compiled one, and `dispose` leaves a shared scanner alive for the other rules using
 * it. Bounded: past the budget, scanners are compiled and disposed as the engine does.
 */

/**
 * Pattern characters kept compiled at most per engine: the sample content's 168 distinct
 * scanners take 0.94 M, a 1,000-page peers' build's 69 take 0.44 M.
 */
const SCANNER_BUDGET = 4_000_000

/** Scanners compiled and scanners served compiled, per process (for the bench's figures). */
export const scannerStats = { compiled: 0, shared: 0 }

/** `engine` with its scanners shared by pattern list (each pattern by its source, as oniguruma reads it). */
export function sharedScanners(engine: RegexEngine, budget = SCANNER_BUDGET): RegexEngine {
  const scanners = new Map<string, PatternScanner>()
  let chars = 0
  return {
    createString: (text) => engine.createString(text),
    createScanner(patterns) {
      const sources = patterns.map((pattern) =>
        typeof pattern === 'string' ? pattern : pattern.source
      )
      const key = JSON.stringify(sources)
      const known = scanners.get(key)
      if (known) {
        scannerStats.shared++
        return known
      }
      scannerStats.compiled++
      const scanner = engine.createScanner(sources)
      if (chars + key.length > budget) return scanner
      chars += key.length
      const shared: PatternScanner = {
        findNextMatchSync: (string, start, options) =>
          scanner.findNextMatchSync(string, start, options),
        // other rules may hold it: it lives as long as the engine
        dispose() {},
      }
      scanners.set(key, shared)
      return shared
    },
  }
}
