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
 * The locale asked for (`en` by default; `zh-CN`, also written `zh`) and the one answered in.
 * No page is translated yet (issue 37 adds zh-CN pages and a zh-CN index), so `zh-CN` is accepted
 * and answered from the English text, saying so: this is the one place to change when they land.
 */
export function parseLocale(value: string | undefined): {
  requested: Locale
  served: Locale
  note?: string
} {
  const text = value?.trim().toLowerCase() ?? ''
  const requested = !text
    ? 'en'
    : LOCALES.find((locale) => locale.toLowerCase() === text || locale.split('-')[0] === text)
  if (!requested)
    throw new ToolError(`Unknown locale "${value}": use one of ${LOCALES.join(', ')}.`)
  if (requested === 'en') return { requested, served: 'en' }
  return { requested, served: 'en', note: `no ${requested} translation yet: English text` }
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
