import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { ContentError } from '../../src/shared/content/content-error'
import {
  SOURCE_HASH_KEY,
  translationName,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationState,
} from '../../src/shared/content/translation'
import { ModuleFileSchema, type ModuleFile } from '../../src/shared/modules/schema'
import { parseYaml, validate } from '../content/frontmatter'
import { sourceText } from '../content/source-text'
import { mergeOverSource, sourceHash } from '../content/translate'
import { recordedSource } from '../content/translations'
import { compileReadmeText, type CompiledReadme, type ReadmeCache } from './readme'

/**
 * A module's translations (content/modules/<name>.<locale>.yml and `.md`, beside its source):
 * the YAML translates the card's text only, merged over the source; the README translation is a
 * whole README (with a `source:` frontmatter once marked), compiled with its source's heading
 * ids. One row of `module_translations` per module and language, translated or not, so the
 * coverage counts every module; the worker falls back to English where a column is null.
 */

/** The fields of a module file a translation may hold: its displayed free text. */
export const MODULE_TRANSLATED_FIELDS = ['description'] as const

/** A row of `module_translations` (drizzle JS keys). */
export interface ModuleTranslationRow {
  name: string
  locale: TranslationLocale
  description: string | null
  translation: TranslationState
  readme: string | null
  readmeSource: string | null
  readmeTranslation: TranslationState
}

/** What a module's translations are read against: its source file and README as built. */
export interface ModuleSource {
  dir: string
  module: ModuleFile
  /** The source file's text and parsed data (before validation: what the translation merges over). */
  text: string
  data: unknown
  readme: CompiledReadme
}

const FRONTMATTER_RE = /^---\r?\n([\s\S]*?\r?\n)?---\r?\n/

/** The rows of a module in every translation language. */
export async function translateModule(
  source: ModuleSource,
  readmeCache: ReadmeCache
): Promise<ModuleTranslationRow[]> {
  return Promise.all(
    TRANSLATION_LOCALES.map(async (locale) => ({
      name: source.module.name,
      locale,
      ...(await readFields(source, locale)),
      ...(await readReadme(source, locale, readmeCache)),
    }))
  )
}

async function readOptional(dir: string, name: string) {
  const absolute = join(dir, name)
  const bytes = await readFile(absolute).catch(() => undefined)
  const file = relative(process.cwd(), absolute)
  return bytes && { file, text: sourceText(file, bytes) }
}

async function readFields(source: ModuleSource, locale: TranslationLocale) {
  const found = await readOptional(source.dir, translationName(`${source.module.name}.yml`, locale))
  if (!found) return { description: null, translation: 'missing' as const }
  const { data, lineOf } = parseYaml(found.file, found.text)
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new ContentError(found.file, 1, 'a module translation must be a YAML mapping of fields')
  const allowed: readonly string[] = [...MODULE_TRANSLATED_FIELDS, SOURCE_HASH_KEY]
  const stranger = Object.keys(data as object).find((key) => !allowed.includes(key))
  if (stranger)
    throw new ContentError(
      found.file,
      lineOf([stranger]),
      `"${stranger}" is not translated: a module translation holds ${MODULE_TRANSLATED_FIELDS.join(', ')} only (the rest is the source's)`
    )
  const own = data as Record<string, unknown>
  const merged = mergeOverSource(source.data as Record<string, unknown>, own, source.text)
  const module = validate(found.file, ModuleFileSchema, merged.data, lineOf)
  return { description: module.description, translation: merged.state }
}

async function readReadme(
  source: ModuleSource,
  locale: TranslationLocale,
  readmeCache: ReadmeCache
) {
  const found = await readOptional(source.dir, translationName(`${source.module.name}.md`, locale))
  if (!found) return { readme: null, readmeSource: null, readmeTranslation: 'missing' as const }
  const front = FRONTMATTER_RE.exec(found.text)?.[0] ?? ''
  const body = found.text.slice(front.length)
  const ids = source.readme.headingIds
  const compiled = await compileReadmeText(
    found.file,
    body,
    front.split('\n').length - 1,
    source.module,
    readmeCache,
    ids
  )
  if (compiled.headingIds.length !== ids.length)
    throw new ContentError(
      found.file,
      1,
      `this README translation has ${compiled.headingIds.length} headings where its source has ${ids.length}: give it the same headings, in the same order`
    )
  const state: TranslationState =
    recordedSource(found.text, 'md') === sourceHash(source.readme.source) ? 'current' : 'outdated'
  return { readme: compiled.html, readmeSource: body, readmeTranslation: state }
}

/** How many of the modules' files (each module's YAML and README) stand in each state, per language. */
export function moduleCoverage(rows: readonly ModuleTranslationRow[]) {
  return TRANSLATION_LOCALES.map((locale) => {
    const count = { locale, current: 0, outdated: 0, missing: 0 }
    for (const row of rows.filter((entry) => entry.locale === locale)) {
      count[row.translation]++
      count[row.readmeTranslation]++
    }
    return count
  })
}
