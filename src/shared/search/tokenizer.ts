import { components, type Tokenizer } from '@orama/orama'
import { CJK_RUN_RE, cjkBigrams } from './text'

/** Joiners inside a Latin token that also split it: `use-aster-data` → `use`, `aster`, `data`. */
const JOINER_RE = /[-_']+/
/** camelCase / PascalCase identifiers, whose humps are indexed too: `useCookieState` → `cookie`. */
export const CAMEL_RE = /[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+/g
/** Where a camelCase word splits into humps. */
export const HUMP_RE = /(?<=[a-z0-9])(?=[A-Z])/
/** Orama's English word splitter (its `SPLITTERS.english`). */
const LATIN_SPLIT_RE = /[^A-Za-zàèéìòóù0-9_'-]+/
const ASCII_RE = /^[\x00-\x7f]*$/

/**
 * The optional parts of the analysis chain, Orama's language tooling: each was measured against
 * the relevance suites (`npm run bench -- --analysis`, build/tools/bench/analysis-eval.ts) and is
 * used only where it helps, so the chosen chain ({@link SEARCH_ANALYSIS}) may have none. A part is
 * passed in, never imported here: what the chain does not use costs the worker's bundle nothing.
 */
export interface AnalysisParts {
  /** English words to their stem (`@orama/stemmers/english`). */
  stem?: (word: string) => string
  /** English words left out of the index and of queries (`@orama/stopwords/english`). */
  stopWords?: ReadonlySet<string>
  /** A CJK run as words (`@orama/tokenizers/mandarin`); by default, character bigrams. */
  segmentCjk?: (run: string) => string[]
}

/**
 * The chain the build and the worker use: Orama's English tokenizer (lower case, diacritics) and
 * CJK bigrams; no stemmer, no stop words, no word segmenter, because the relevance suites did
 * not get better with any of them (figures in build/tools/bench/RESULTS.md, "Analysis chain").
 */
export const SEARCH_ANALYSIS: AnalysisParts = {}

/**
 * The tokenizer of every search index, used identically when the build inserts sections and when
 * the worker restores an index and tokenizes a query (an Orama index does not save its tokenizer).
 * Latin text goes through Orama's English tokenizer (lower case, diacritics) plus
 * the parts of hyphenated and camelCase words (`useCookieState` is found by `cookie`); CJK text
 * becomes character bigrams. Bigrams need no
 * dictionary, so the build (Node's ICU) and the worker (workerd's ICU) always agree, unlike
 * a word segmenter (`Intl.Segmenter`), whose output depends on the ICU data of the runtime.
 * `onTokens` sees every result (the build collects the index's vocabulary while inserting).
 */
export function createSearchTokenizer(
  onTokens?: (tokens: readonly string[]) => void,
  parts: AnalysisParts = SEARCH_ANALYSIS
): Tokenizer {
  const latin = components.tokenizer.createTokenizer({ language: 'english', stemming: false })
  const { stem, stopWords, segmentCjk = cjkBigrams } = parts
  // Orama asks for its normalization cache when it tokenizes a query; that Map grows by one entry
  // per distinct word and is never pruned, so in a long-lived isolate every query word ever sent
  // would stay in memory. Without stemming or stop words a token's normalization is only a
  // diacritics pass, cheaper than the lookup, so the cache is never used and stays empty.
  const tokenize = (raw: string, language?: string, prop?: string): string[] => {
    if (typeof raw !== 'string') return [raw]
    const humps = (raw.match(CAMEL_RE) ?? []).flatMap((word) => word.split(HUMP_RE)).join(' ')
    const text = `${raw.replace(CJK_RUN_RE, ' ')} ${humps}`
    let tokens =
      ASCII_RE.test(text) && (!language || language === latin.language)
        ? asciiTokens(text)
        : latin.tokenize(text, language, prop, false)
    if (stopWords) tokens = tokens.filter((token) => !stopWords.has(token))
    if (stem) tokens = tokens.map(stem)
    const parts = tokens
      .filter((token) => JOINER_RE.test(token))
      .flatMap((token) => token.split(JOINER_RE))
    const cjk = (raw.match(CJK_RUN_RE) ?? []).flatMap(segmentCjk)
    const result = Array.from(
      new Set([...tokens, ...parts.filter((part) => part.length > 1), ...cjk])
    )
    onTokens?.(result)
    return result
  }
  return { language: latin.language, normalizationCache: latin.normalizationCache, tokenize }
}

let active: { parts: AnalysisParts; tokenizer: Tokenizer } | undefined

/**
 * The tokenizer of the chain in use, made once: the build's section terms and the queries of the
 * worker and of the Node reader all take it from here.
 */
export function searchTokenizer(): Tokenizer {
  active ??= { parts: SEARCH_ANALYSIS, tokenizer: createSearchTokenizer() }
  return active.tokenizer
}

/**
 * True while the chain in use is {@link SEARCH_ANALYSIS}: the build's fast ASCII terms
 * (build/search/ascii-terms.ts) give its tokens, and only its.
 */
export function defaultAnalysisInUse(): boolean {
  return (active?.parts ?? SEARCH_ANALYSIS) === SEARCH_ANALYSIS
}

/**
 * Puts another chain in use in this process: only the bench's evaluation of Orama's parts
 * (build/tools/bench/analysis-eval.ts), which builds and searches indexes with each; `undefined`
 * restores {@link SEARCH_ANALYSIS}.
 */
export function useSearchAnalysis(parts?: AnalysisParts): void {
  active = parts ? { parts, tokenizer: createSearchTokenizer(undefined, parts) } : undefined
}

/**
 * Orama's English tokenizer (no stemming, no stop words) on ASCII text, the same tokens for a
 * fraction of the work: its diacritics pass and per-token normalization leave ASCII unchanged.
 * Most docs text is ASCII; the build tokenizes every section of every page.
 */
export function asciiTokens(text: string): string[] {
  return Array.from(new Set(text.toLowerCase().split(LATIN_SPLIT_RE).filter(Boolean)))
}
