import type { HighlighterCore } from 'shiki/core'
import { bundledLanguagesInfo } from 'shiki/langs'
import { nearestName } from '../nearest'

/** Fence languages rendered as plain text without a warning (Shiki's own plain names too). */
const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext'])
/** The language id used for plain text. */
export const PLAIN_LANGUAGE = 'text'
/** Shiki's built-in ANSI-escape renderer: known, but not a grammar to load. */
const ANSI_LANGUAGE = 'ansi'

/** Every bundled id and alias (`sh`, `yml`, `console`) → its bundled language. */
const BY_NAME = new Map(
  bundledLanguagesInfo.flatMap((info) =>
    [info.id, ...(info.aliases ?? [])].map((name) => [name, info] as const)
  )
)

/** Per highlighter, grammar loads by language id, settled or in flight: each is loaded once. */
const loadsOf = new WeakMap<HighlighterCore, Map<string, Promise<void>>>()

/**
 * The Shiki language id for a fence language: the bundled id (aliases resolved, `sh` → `shellscript`),
 * `text` for plain text, or undefined when Shiki bundles no such language.
 */
export function resolveCodeLanguage(name: string): string | undefined {
  if (PLAIN_LANGUAGES.has(name)) return PLAIN_LANGUAGE
  if (name === ANSI_LANGUAGE) return ANSI_LANGUAGE
  return BY_NAME.get(name)?.id
}

/**
 * Loads the grammars of `ids` (from {@link resolveCodeLanguage}) into the highlighter, each on
 * first use. Concurrent pages share one in-flight load per language; a failed load is retried.
 */
export async function loadCodeLanguages(
  highlighter: HighlighterCore,
  ids: Iterable<string>
): Promise<void> {
  let loads = loadsOf.get(highlighter)
  if (!loads) loadsOf.set(highlighter, (loads = new Map()))
  const pending: Promise<void>[] = []
  for (const id of ids) {
    const info = BY_NAME.get(id)
    if (!info) continue
    let load = loads.get(id)
    if (!load) {
      // Already in as another language's embedded grammar (`css` inside `vue`): nothing to do.
      if (highlighter.getLoadedLanguages().includes(id)) continue
      load = highlighter.loadLanguage(info.import)
      load.catch(() => loads.delete(id))
      loads.set(id, load)
    }
    pending.push(load)
  }
  await Promise.all(pending)
}

/** The bundled name (id or alias) nearest to an unknown one, for a "did you mean" hint. */
export function nearestCodeLanguage(name: string): string | undefined {
  return nearestName(name, BY_NAME.keys())
}
