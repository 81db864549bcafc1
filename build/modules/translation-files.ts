import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import {
  parseTranslationName,
  translationName,
  TRANSLATION_LOCALES,
} from '../../src/shared/content/translation'
import type { SourceFile } from '../content/walk'

/** The folder of the modules under content/ and its framework file (no module, never translated). */
export const MODULES_DIR = 'modules'
export const FRAMEWORK_FILE = '_framework.yml'

/**
 * The translatable files of the modules folder, as the translations command lists a collection's:
 * each module's `<name>.yml` and README `<name>.md`, with the siblings `<name>.<locale>.yml` /
 * `.md` that translate them (the layout of every collection, src/shared/content/translation.ts).
 */
export async function moduleSourceFiles(contentDir: string): Promise<SourceFile[]> {
  const dir = join(contentDir, MODULES_DIR)
  const names = (await readdir(dir).catch(() => [] as string[])).sort()
  const present = new Set(names)
  const cwd = process.cwd()
  return names
    .filter((name) => isModuleSource(name))
    .map((name) => {
      const extension = name.endsWith('.md') ? 'md' : 'yml'
      const translations = TRANSLATION_LOCALES.flatMap((locale) => {
        const sibling = translationName(name, locale)
        if (!present.has(sibling)) return []
        const absolute = join(dir, sibling)
        return [{ locale, file: relative(cwd, absolute), absolute }]
      })
      const absolute = join(dir, name)
      return {
        file: relative(cwd, absolute),
        absolute,
        stem: name.slice(0, -`.${extension}`.length),
        segments: [],
        extension,
        translations,
      } satisfies SourceFile
    })
}

/** A module's file or README written in English (not the framework file, not a translation). */
export function isModuleSource(name: string): boolean {
  return /\.(yml|md)$/.test(name) && name !== FRAMEWORK_FILE && !parseTranslationName(name)
}
