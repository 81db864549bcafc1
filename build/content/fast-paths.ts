import { switchOn } from '../env-switch'

/**
 * The content step's fast paths, each a guest in front of the library whose result it must give
 * exactly: the one-pass markdown parser (markdown/fast/, remark-parse + GFM + MDC's very tree),
 * the simple frontmatter reader (simple-yaml.ts, the `yaml` package's data) and the ASCII search
 * terms (search/ascii-terms.ts, the search tokenizer's tokens). Each can be
 * turned off with its variable set to `0`, to compare a build against the libraries alone or to
 * rule a fast path out when a page looks wrong; the libraries they stand in for are pinned to
 * exact versions in package.json, so an upgrade is a deliberate change their comparison tests
 * judge (markdown/fast/fast-parse.test.ts, simple-yaml.test.ts). The switches are part of the
 * compiler fingerprint (content/index.ts): turning one off compiles every page again.
 */
export const FAST_PATH_SWITCHES = {
  /** `CONTENT_FAST_PARSE=0`: every page goes to micromark. */
  parse: 'CONTENT_FAST_PARSE',
  /** `CONTENT_FAST_YAML=0`: every frontmatter and data file goes to the `yaml` package. */
  yaml: 'CONTENT_FAST_YAML',
  /** `CONTENT_FAST_TERMS=0`: every sentence of the search sections goes to the search tokenizer. */
  terms: 'CONTENT_FAST_TERMS',
  /**
   * `CONTENT_FAST_ROWS=0`: an unchanged page's row is made from its whole compile read back, not
   * from the head its source's stamp keeps (known-row.ts).
   */
  rows: 'CONTENT_FAST_ROWS',
  /**
   * `CONTENT_FAST_SCANNERS=0`: every grammar rule compiles its own oniguruma scanner, also for a
   * list of patterns compiled before (markdown/shared-scanners.ts).
   */
  scanners: 'CONTENT_FAST_SCANNERS',
  /**
   * `CONTENT_FAST_WASM=0`: Shiki unpacks its oniguruma wasm from its base64 module instead of
   * the wasm file it ships (markdown/oniguruma-wasm.ts).
   */
  wasm: 'CONTENT_FAST_WASM',
} as const

/** Whether a fast path is on (it is unless its variable is `0`). */
export function fastPathOn(path: keyof typeof FAST_PATH_SWITCHES): boolean {
  return switchOn(FAST_PATH_SWITCHES[path])
}

/** The switches' state, for the compiler fingerprint. */
export function fastPathState(): string {
  return Object.keys(FAST_PATH_SWITCHES)
    .map((path) => `${path}:${fastPathOn(path as keyof typeof FAST_PATH_SWITCHES)}`)
    .join(',')
}
