import {
  DOCS_VERSIONS,
  hasVersionPrefix,
  isVersionedDocsPath,
  LATEST_DOCS_VERSION,
  resolveDocsVersion,
  type DocsVersion,
} from '../../src/shared/docs/versions'
import { LOCALES, type Locale } from '../../src/shared/i18n/locales'
import { splitLocalePath } from '../../src/shared/i18n/locale-paths'
import { ToolError } from './answer'

/*
 * Reading the arguments the tools share: a docs version (`4.x`, `4`, `v4`, `latest`), a locale
 * and a page given as a path, a URL or a slug. Bad values are ToolErrors naming what is accepted.
 */

/** A version's name as tools say it: its path segment (`4.x`). */
export const versionName = (version: DocsVersion) => version.path.slice('/docs/'.length)
const VERSION_NAMES = DOCS_VERSIONS.map(versionName).join(', ')

/** The version an argument names; the latest when absent. */
export function parseVersion(value: string | undefined): DocsVersion {
  const text = value?.trim().toLowerCase().replace(/^v/, '') ?? ''
  if (!text || text === 'latest') return LATEST_DOCS_VERSION
  const found = DOCS_VERSIONS.find(
    (version) =>
      text === versionName(version) || text === String(version.major) || text === version.tag
  )
  if (!found) throw new ToolError(`Unknown docs version "${value}": use one of ${VERSION_NAMES}.`)
  return found
}

/**
 * The locale asked for: `en` by default, `zh-CN` (also written `zh`). The Chinese site's pages
 * are read in Chinese where translated; what is not translated yet answers in English, and the
 * answer says so (docs-source.ts, tools-docs.ts).
 */
export function parseLocale(value: string | undefined): Locale {
  const text = value?.trim().toLowerCase() ?? ''
  if (!text) return 'en'
  const locale = LOCALES.find(
    (known) => known.toLowerCase() === text || known.split('-')[0] === text
  )
  if (!locale) throw new ToolError(`Unknown locale "${value}": use one of ${LOCALES.join(', ')}.`)
  return locale
}

/** What an answer in `locale` says about a page read in `served` (nothing when they agree). */
export function localeNote(
  locale: Locale,
  served: { locale: string; translation?: 'missing' | 'outdated' }
): { note?: string } {
  if (served.translation === 'missing' || served.locale !== locale)
    return { note: `no ${locale} translation of this page yet: English text` }
  if (served.translation === 'outdated')
    return { note: `this ${locale} translation may be outdated: the English page changed since` }
  return {}
}

/**
 * A site path from what an agent may pass: a path, a full URL of any host (its path is taken),
 * with or without `.md`, a query, an anchor, a trailing slash or a language prefix (`/zh`).
 */
export function toSitePath(input: string): string {
  let path = input.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      throw new ToolError(`"${input}" is not a URL or a site path.`)
    }
  }
  path = path.split(/[?#]/)[0]!.replace(/\/+$/, '').replace(/\.md$/, '')
  // a Chinese URL names the same page (`/zh/docs/4.x/...`): the language is the `locale` argument
  return splitLocalePath(path.startsWith('/') ? path : `/${path}`).path
}

/**
 * The docs page a `path` or `slug` argument names, and its version: a path under a version
 * prefix keeps that version; an unversioned `/docs/...` path or a slug (`guide/concepts/rendering`)
 * is read in `version` (default the latest).
 */
export function resolveDocsPath(
  args: { path?: string; slug?: string },
  versionArg: string | undefined
): { path: string; version: DocsVersion } {
  const given = args.path ?? args.slug
  if (!given?.trim()) throw new ToolError('Give the page as `path` (/docs/4.x/...) or `slug`.')
  const version = parseVersion(versionArg)
  const raw = toSitePath(given)
  if (hasVersionPrefix(raw)) {
    if (!isVersionedDocsPath(raw))
      throw new ToolError(`Unknown docs version in "${given}": use one of ${VERSION_NAMES}.`)
    return { path: raw, version: resolveDocsVersion(raw) }
  }
  const rest = raw === '/docs' || raw.startsWith('/docs/') ? raw.slice('/docs'.length) : raw
  return { path: `${version.path}${rest}`, version }
}
