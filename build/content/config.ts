import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as v from 'valibot'
import { parseYaml, validate } from './frontmatter'
import { sourceText } from './source-text'

/** The content configuration file, at the root of the content folder. */
export const CONTENT_CONFIG_FILE = 'content.config.yml'
/** Site components: one `<name>.tsx` per MDC component, in this folder of the content root. */
export const COMPONENTS_DIR = '_components'

/** Names (files or folders, anywhere in a collection) the build skips unless configured. */
export const DEFAULT_IGNORE = ['README.md', 'node_modules', '.*'] as const

const ContentConfigSchema = v.strictObject({
  components: v.optional(
    v.strictObject({
      /**
       * What an MDC component the registry does not know does: `error` (the default; every one
       * is listed in the report) or `children` (its default slot renders, with a warning).
       */
      unknown: v.optional(v.picklist(['error', 'children'], '"unknown" is error or children')),
    }),
    {}
  ),
  /** File or folder names to skip; `*` matches any characters. Replaces the default list. */
  ignore: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
  /**
   * Paths of deleted pages that answer 410 Gone instead of a 301 to their nearest surviving
   * section (build/content/page-moves.ts), e.g. `- /docs/4.x/guide/old-page`.
   */
  gone: v.optional(
    v.array(
      v.pipe(
        v.string(),
        v.regex(/^\/[^\s?#]*$/, '"gone" lists site paths: /docs/4.x/guide/old-page'),
        v.transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path))
      )
    )
  ),
})

/** The resolved content configuration. */
export interface ContentConfig {
  unknownComponents: 'error' | 'children'
  ignore: readonly string[]
  /** Absolute folder of the site's own MDC components. */
  componentsDir: string
  /** Deleted pages' paths that answer 410 (`gone:`). */
  gone: readonly string[]
}

/** Reads `content.config.yml` (optional); a bad file is a ContentError at its line. */
export async function loadContentConfig(contentDir: string): Promise<ContentConfig> {
  const path = join(contentDir, CONTENT_CONFIG_FILE)
  const file = relative(process.cwd(), path)
  const bytes = await readFile(path).catch(() => undefined)
  const text = bytes ? sourceText(file, bytes) : ''
  const { data, lineOf } = text.trim() ? parseYaml(file, text) : { data: {}, lineOf: () => 1 }
  const config = validate(file, ContentConfigSchema, data ?? {}, lineOf)
  return {
    unknownComponents: config.components.unknown ?? 'error',
    ignore: config.ignore ?? DEFAULT_IGNORE,
    componentsDir: join(contentDir, COMPONENTS_DIR),
    gone: config.gone ?? [],
  }
}

/** Whether a file or folder name matches one of the ignore patterns (`*` is a wildcard). */
export function isIgnored(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (!pattern.includes('*')) return pattern === name
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    return new RegExp(`^${source}$`).test(name)
  })
}
