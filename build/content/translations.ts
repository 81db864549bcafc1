import { readFileSync, writeFileSync } from 'node:fs'
import { COLLECTIONS } from '../../src/shared/content/collections'
import {
  SOURCE_HASH_KEY,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationState,
} from '../../src/shared/content/translation'
import type { TranslationCounts } from './translation-counts'
import { moduleSourceFiles } from '../modules/translation-files'
import { loadContentConfig } from './config'
import { sourceHash } from './translate'
import { walkCollection, type SourceFile } from './walk'

/**
 * Where the translations stand: per collection and language, which are current, outdated or
 * missing (src/shared/content/translation.ts), read from the files (`npm run translations`) or
 * from a build's rows (the build's coverage line); and `--mark`, which records a source's hash in
 * its translation. Both read a translation's state the same way: its `source:` is its source's
 * hash now, or not.
 */

/** One translation file and how it stands. */
export interface TranslationEntry {
  collection: string
  locale: TranslationLocale
  source: string
  /** The translation's file; undefined when missing. */
  file?: string
  state: TranslationState
}

/** The `source:` a translation records (frontmatter of a page, top level of a YAML file). */
const SOURCE_LINE_RE = new RegExp(`^${SOURCE_HASH_KEY}:\\s*['"]?([0-9a-f]+)['"]?\\s*$`, 'm')

/** The hash a translation's text records, if any (in its frontmatter for a page). */
export function recordedSource(text: string, extension: 'md' | 'yml'): string | undefined {
  const head = extension === 'md' ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text
  return SOURCE_LINE_RE.exec(head)?.[1]
}

/** Every source file of the content folder with its translations, each language's state. */
export async function listTranslations(contentDir: string): Promise<TranslationEntry[]> {
  const config = await loadContentConfig(contentDir)
  const entries: TranslationEntry[] = []
  for (const definition of COLLECTIONS) {
    const { files } = await walkCollection(contentDir, definition.dir, { ignore: config.ignore })
    for (const source of files) entries.push(...entriesOf(definition.name, source))
  }
  // the modules directory is no content collection (build/modules) but is translated alike
  for (const source of await moduleSourceFiles(contentDir))
    entries.push(...entriesOf('modules', source))
  return entries
}

function entriesOf(collection: string, source: SourceFile): TranslationEntry[] {
  const hash = sourceHash(readFileSync(source.absolute, 'utf8'))
  return TRANSLATION_LOCALES.map((locale) => {
    const translation = source.translations?.find((entry) => entry.locale === locale)
    if (!translation) return { collection, locale, source: source.file, state: 'missing' }
    const recorded = recordedSource(readFileSync(translation.absolute, 'utf8'), source.extension)
    const state = recorded === hash ? 'current' : 'outdated'
    return { collection, locale, source: source.file, file: translation.file, state }
  })
}

/**
 * Records in a translation the hash of its source as it is now (`source: <hash>`, the first
 * frontmatter line of a page, the first line of a YAML file; an older one is replaced): the
 * translation is then current. Returns whether the file changed.
 */
export function markCurrent(translationFile: string, sourceFile: string, extension: 'md' | 'yml') {
  const text = readFileSync(translationFile, 'utf8')
  const line = `${SOURCE_HASH_KEY}: '${sourceHash(readFileSync(sourceFile, 'utf8'))}'`
  const without = text.replace(new RegExp(`${SOURCE_LINE_RE.source}\\r?\\n?`, 'm'), '')
  // a translated module README has no frontmatter of its own: it gets one for the line
  const marked =
    extension === 'yml'
      ? `${line}\n${without}`
      : /^---\r?\n/.test(without)
        ? without.replace(/^---\r?\n/, `---\n${line}\n`)
        : `---\n${line}\n---\n${without}`
  if (marked === text) return false
  writeFileSync(translationFile, marked)
  return true
}

/** The counts of each state per collection and language. */
export function countStates(
  entries: readonly Pick<TranslationEntry, 'collection' | 'locale' | 'state'>[]
) {
  const counts = new Map<string, Record<TranslationState, number>>()
  for (const entry of entries) {
    const key = `${entry.collection}\0${entry.locale}`
    const count = counts.get(key) ?? { current: 0, outdated: 0, missing: 0 }
    count[entry.state]++
    counts.set(key, count)
  }
  return [...counts].map(([key, count]) => {
    const [collection, locale] = key.split('\0') as [string, TranslationLocale]
    return { collection, locale, ...count }
  })
}

/**
 * A build's coverage line: per language, how many sources have a current or an outdated
 * translation and how many have none (`zh-CN 157 current, 7 outdated, 225 missing`), the
 * content's (counted by its step) and the modules' files (`modules`, build/modules: each
 * module's YAML and README).
 */
export function coverageLine(
  content: { translationCounts: readonly TranslationCounts[] },
  modules: readonly TranslationCounts[] = []
): string {
  return TRANSLATION_LOCALES.map((locale) => {
    const count = { current: 0, outdated: 0, missing: 0 }
    for (const counted of [...content.translationCounts, ...modules])
      if (counted.locale === locale)
        for (const state of ['current', 'outdated', 'missing'] as const)
          count[state] += counted[state]
    return `${locale} ${count.current} current, ${count.outdated} outdated, ${count.missing} missing`
  }).join('; ')
}
