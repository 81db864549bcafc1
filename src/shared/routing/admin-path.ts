import { LOCALE_PREFIXES } from '../i18n/locale-paths'

/** The first segments that name a language (`zh`): `/zh/admin` is the admin area too. */
const LOCALE_SEGMENTS: ReadonlySet<string> = new Set(
  Object.values(LOCALE_PREFIXES)
    .filter(Boolean)
    .map((prefix) => prefix.slice(1).toLowerCase())
)

/**
 * The admin area's paths and how a requested path is read before the guard decides. Consumers:
 * the route table (routes.ts), the admin guard (worker/middleware/admin-guard.ts), the client
 * router (admin links are full page loads, never prefetched), the admin pages' navigation.
 */

/** The admin area's root (spec: /admin, auth middleware). */
export const ADMIN_BASE = '/admin'
/** The sign-in page (spec: /admin/login, guests only, no layout, dark). */
export const ADMIN_LOGIN_PATH = '/admin/login'
/** The admin screens below ADMIN_BASE ('' is the overview). */
export const ADMIN_SCREENS = [
  '',
  'feedback',
  'gaps',
  'contact',
  'newsletter',
  'builds',
  'drafts',
  'not-found',
  'translations',
] as const
export type AdminScreen = (typeof ADMIN_SCREENS)[number]

const SCREEN_NAMES = ADMIN_SCREENS.filter(Boolean).join('|')
/** The admin area's screens: `/admin`, `/admin/<screen>` (the route table's 'admin' route). */
export const ADMIN_SCREEN_RE = new RegExp(`^/admin(?:/(?:${SCREEN_NAMES}))?$`)
/** The canonical spelling of every admin page: `/admin`, `/admin/login`, `/admin/<screen>`. */
export const ADMIN_PAGE_RE = new RegExp(`^/admin(?:/(?:login|${SCREEN_NAMES}))?$`)

/**
 * Percent-decodes byte by byte until stable (at most 3 rounds). Never throws: a malformed
 * escape stays as it is, and a byte that is not ASCII becomes some other character, which is
 * enough to see an `admin` spelled with escapes.
 */
function decodeFully(path: string): string {
  let current = path
  for (let round = 0; round < 3; round++) {
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16))
    )
    if (next === current) break
    current = next
  }
  return current
}

/**
 * Whether a raw request path (as sent, still percent-encoded, without `/_payload.json`) reaches
 * the admin area however it is spelled: decoded, case-folded, backslashes as slashes, `;params`
 * dropped, empty and `.` segments ignored; the first segment being `admin` before or after
 * resolving `..` counts, after a language prefix (`/zh/admin`, however `zh` is spelled). So
 * `/ADMIN`, `/admin/`, `/%61dmin`, `//admin`, `/./admin`, `/admin;x`, `/admin%2f..` and
 * `/%7Ah/admin` are all the admin area.
 */
export function isAdminArea(rawPath: string): boolean {
  const segments = decodeFully(rawPath)
    .replace(/\\/g, '/')
    .toLowerCase()
    .split('/')
    .map((segment) => segment.replace(/;.*$/, '').trim())
    .filter((segment) => segment !== '' && segment !== '.')
  if (segments.length && LOCALE_SEGMENTS.has(segments[0]!)) segments.shift()
  if (segments[0] === 'admin') return true
  const resolved: string[] = []
  for (const segment of segments) {
    if (segment === '..') resolved.pop()
    else resolved.push(segment)
  }
  return resolved[0] === 'admin'
}
