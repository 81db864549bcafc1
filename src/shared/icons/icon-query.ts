import * as v from 'valibot'

/*
 * The icon endpoint's contract (`GET /api/_aster_icon?icons=a:b,c:d`), one place for both sides:
 * the build shards the icon sets with {@link iconShard} (build/css/icon-shards.ts), the worker validates a
 * query with {@link IconQuerySchema} and finds each icon's shard the same way (worker/api/icons.ts).
 */

/** At most this many icons per request. */
export const MAX_ICONS = 50
/** One icon name: `<set>:<icon>`, lowercase letters, digits and dashes. */
export const ICON_NAME_RE = /^[a-z0-9-]+:[a-z0-9-]+$/

/** The `icons` query: 1 to {@link MAX_ICONS} comma-separated names, duplicates dropped. */
export const IconQuerySchema = v.object({
  icons: v.pipe(
    v.string('icons: give the icons as ?icons=set:name,set:name'),
    v.maxLength(MAX_ICONS * 64, `icons: at most ${MAX_ICONS} names`),
    v.transform((text) => [...new Set(text.split(',').map((name) => name.trim()))]),
    v.minLength(1),
    v.maxLength(MAX_ICONS, `icons: at most ${MAX_ICONS} names`),
    v.check(
      (names) => names.every((name) => ICON_NAME_RE.test(name)),
      'icons: each name must be <set>:<icon> in lowercase letters, digits and dashes'
    )
  ),
})

/** Which of a set's `shards` files holds an icon (FNV-1a of its name): stable across builds. */
export function iconShard(name: string, shards: number): number {
  let hash = 0x811c9dc5
  for (let n = 0; n < name.length; n++) {
    hash ^= name.charCodeAt(n)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % shards
}

/** One icon as iconify JSON holds it (an alias is resolved to a full icon by the build). */
export interface IconData {
  body: string
  width?: number
  height?: number
  left?: number
  top?: number
  rotate?: number
  hFlip?: boolean
  vFlip?: boolean
}

/** One shard file: the set's default size and some of its icons. */
export interface IconShardFile {
  width?: number
  height?: number
  icons: Record<string, IconData>
}

/** A set in the build manifest: its content hash (in the file names) and shard count. */
export interface IconSetEntry {
  hash: string
  shards: number
}

/** The URL of one shard file under the client base. */
export function iconShardPath(clientBase: string, prefix: string, set: IconSetEntry, n: number) {
  return `${clientBase}/icons/${prefix}.${set.hash}.${n}.json`
}
