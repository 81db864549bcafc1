import { createHash } from 'node:crypto'
import {
  mergeTranslation,
  SOURCE_HASH_KEY,
  type TranslationLocale,
  type TranslationState,
} from '../../src/shared/content/translation'

/**
 * What a translation is compiled against: its source. Its frontmatter (or YAML) is merged over
 * the source's (src/shared/content/translation.ts `mergeTranslation`), its headings take the
 * source's ids, and its `source:` hash says whether it was made from the source as it is now.
 * Consumers: page-compile.ts (pages), collect.ts (data files), the translations command.
 */
export interface TranslationOf {
  locale: TranslationLocale
  /** The source's file, for messages. */
  sourceFile: string
  sourceText: string
  /** The source's heading ids, in order (pages only). */
  headingIds?: string[]
}

/** The hash a translation records of its source (`source: <hash>`): 12 hex of its text's sha256. */
export function sourceHash(sourceText: string): string {
  return createHash('sha256').update(sourceText).digest('hex').slice(0, 12)
}

/**
 * A translation's own data merged over its source's, and how it stands: 'current' when the hash
 * it records is its source's, else 'outdated' (none recorded counts as outdated: nothing says it
 * was made from this text). The `source:` key itself is not content and goes.
 */
export function mergeOverSource(
  sourceData: Record<string, unknown>,
  ownData: Record<string, unknown>,
  sourceText: string
): { data: Record<string, unknown>; state: TranslationState } {
  const { [SOURCE_HASH_KEY]: recorded, ...own } = ownData
  const data = mergeTranslation(sourceData, own) as Record<string, unknown>
  return { data, state: recorded === sourceHash(sourceText) ? 'current' : 'outdated' }
}
