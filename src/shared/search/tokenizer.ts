import { components, type Tokenizer } from '@orama/orama'

/**
 * Runs of CJK script (Han, kana, Hangul, CJK punctuation excluded). Orama's English splitter
 * drops these characters, so they are tokenized separately.
 */
export const CJK_RUN_RE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g
/** Joiners inside a Latin token that also split it: `use-aster-data` → `use`, `aster`, `data`. */
const JOINER_RE = /[-_']+/
/** camelCase / PascalCase identifiers, whose humps are indexed too: `useCookieState` → `cookie`. */
const CAMEL_RE = /[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+/g
const HUMP_RE = /(?<=[a-z0-9])(?=[A-Z])/

/** True when the text holds CJK characters (used to turn typo tolerance off). */
export function hasCjk(text: string): boolean {
  CJK_RUN_RE.lastIndex = 0
  return CJK_RUN_RE.test(text)
}

/** Overlapping character bigrams of a CJK run (`中文社区` → `中文`, `文社`, `社区`); a lone character stays. */
export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length < 2) return chars
  const grams: string[] = []
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i]! + chars[i + 1]!)
  return grams
}

/**
 * The tokenizer of every search index, used identically when the build inserts sections and when
 * the worker restores an index and tokenizes a query (an Orama index does not save its tokenizer).
 * Latin text goes through Orama's English tokenizer (lower case, diacritics, no stemming) plus
 * the parts of hyphenated and camelCase words (`useCookieState` is found by `cookie`); CJK text becomes character bigrams. Bigrams need no
 * dictionary, so the build (Node's ICU) and the worker (workerd's ICU) always agree, unlike
 * a word segmenter (`Intl.Segmenter`), whose output depends on the ICU data of the runtime.
 */
export function createSearchTokenizer(): Tokenizer {
  const latin = components.tokenizer.createTokenizer({ language: 'english', stemming: false })
  const tokenize = (raw: string, language?: string, prop?: string, withCache?: boolean): string[] => {
    if (typeof raw !== 'string') return [raw]
    const humps = (raw.match(CAMEL_RE) ?? []).flatMap((word) => word.split(HUMP_RE)).join(' ')
    const tokens = latin.tokenize(`${raw.replace(CJK_RUN_RE, ' ')} ${humps}`, language, prop, withCache)
    const parts = tokens.filter((token) => JOINER_RE.test(token)).flatMap((token) => token.split(JOINER_RE))
    const cjk = (raw.match(CJK_RUN_RE) ?? []).flatMap(cjkBigrams)
    return Array.from(new Set([...tokens, ...parts.filter((part) => part.length > 1), ...cjk]))
  }
  return { language: latin.language, normalizationCache: latin.normalizationCache, tokenize }
}
