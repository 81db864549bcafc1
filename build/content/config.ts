import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as v from 'valibot'
import { readConfigRedirects, type ConfigRedirect } from './config-redirects'
import type { ContentIssue } from './diagnostics'
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
  /** Old path → new path, served as 301 (config-redirects.ts); `*` and a final `/**` match. */
  redirects: v.optional(v.record(v.string(), v.string('a redirect target is a path'))),
  /** The link check's policy (link-check.ts). */
  links: v.optional(
    v.strictObject({
      /** A link to nothing: `error` (the default) fails the build, `warn` reports it only. */
      missing: v.optional(v.picklist(['error', 'warn'], '"missing" is error or warn')),
      /** A link to a heading that does not exist: `error` (the default) or `warn`. */
      anchors: v.optional(v.picklist(['error', 'warn'], '"anchors" is error or warn')),
      /** Path prefixes that live on another site (`/blog/`): links under them are not checked. */
      external: v.optional(
        v.array(v.pipe(v.string(), v.startsWith('/', 'a path prefix, starting with /')))
      ),
    }),
    {}
  ),
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

/** The link check's policy: how a broken link or anchor counts, and what is not checked. */
export interface LinkPolicy {
  missing: 'error' | 'warn'
  anchors: 'error' | 'warn'
  /** Path prefixes of another site, without a trailing `/`. */
  external: readonly string[]
}

/** The resolved content configuration. */
export interface ContentConfig {
  unknownComponents: 'error' | 'children'
  ignore: readonly string[]
  /** Absolute folder of the site's own MDC components. */
  componentsDir: string
  /** The file, relative to the working directory (for the report). */
  file: string
  redirects: ConfigRedirect[]
  links: LinkPolicy
  /** Problems of single rules (a bad redirect), reported with the build's other problems. */
  issues: ContentIssue[]
  /** Deleted pages' paths that answer 410 (`gone:`). */
  gone: readonly string[]
}

/** What of the configuration a page's compile depends on (the compiler fingerprint). */
export function compileSettings(config: ContentConfig): unknown {
  return { unknownComponents: config.unknownComponents, ignore: config.ignore }
}

/** Reads `content.config.yml` (optional); a bad file is a ContentError at its line. */
export async function loadContentConfig(contentDir: string): Promise<ContentConfig> {
  const path = join(contentDir, CONTENT_CONFIG_FILE)
  const file = relative(process.cwd(), path)
  const bytes = await readFile(path).catch(() => undefined)
  const text = bytes ? sourceText(file, bytes) : ''
  const { data, lineOf } = text.trim() ? parseYaml(file, text) : { data: {}, lineOf: () => 1 }
  const config = validate(file, ContentConfigSchema, data ?? {}, lineOf)
  const { redirects, issues } = readConfigRedirects(file, config.redirects, lineOf)
  return {
    unknownComponents: config.components.unknown ?? 'error',
    ignore: config.ignore ?? DEFAULT_IGNORE,
    componentsDir: join(contentDir, COMPONENTS_DIR),
    file,
    redirects,
    links: {
      missing: config.links.missing ?? 'error',
      anchors: config.links.anchors ?? 'error',
      external: (config.links.external ?? []).map((prefix) => prefix.replace(/\/+$/, '') || '/'),
    },
    issues,
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
