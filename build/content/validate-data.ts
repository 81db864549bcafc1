import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { DataResult, DataTask } from './cached'
import type { Diagnostics } from './diagnostics'
import { parseYaml, validate } from './frontmatter'
import { mergeOverSource } from './translate'

/**
 * Validates a data file's YAML against its collection's schema; `clean` when it raised no issue
 * at all (only such an item is kept by the cache: content/cached.ts).
 */
export function validateDataFile(
  definition: CollectionDefinition,
  diagnostics: Diagnostics
): (task: DataTask) => DataResult {
  return ({ file, text, translation }) => {
    const issues = diagnostics.issues.length
    const { data, lineOf } = parseYaml(file, text)
    // a translation holds only what it translates: it is validated merged over its source
    const { data: merged, state } = translation
      ? mergeOverSource(
          parseYaml(translation.sourceFile, translation.sourceText).data as Record<string, unknown>,
          (data ?? {}) as Record<string, unknown>,
          translation.sourceText
        )
      : { data, state: undefined }
    const item = validate(file, definition.schema, merged, lineOf, diagnostics.reporter(file)) as
      Record<string, unknown> | undefined
    return { item, state, clean: diagnostics.issues.length === issues }
  }
}
