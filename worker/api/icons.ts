import { vValidator } from '@hono/valibot-validator'
import { Hono } from 'hono'
import {
  iconShard,
  iconShardPath,
  IconQuerySchema,
  type IconData,
  type IconShardFile,
} from '../../src/shared/icons/icon-query'
import { ownValue } from '../../src/shared/own-key'
import { CLIENT_BASE } from '../../src/shared/site'
import { BUILD } from '../build-manifest'
import type { AppEnv } from '../env'
import { createIsolateMemo } from '../isolate-memo'

/** An answer of known icons only: the build's sets never change under it. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** An answer naming unknown icons: a minute, so a set added by the next build shows soon. */
const UNKNOWN_ICON_CACHE = 'public, max-age=60'

/** Shard files kept per isolate (each ≤ ~64 KB of JSON). */
const shards = createIsolateMemo<IconShardFile>({ maxEntries: 32, shareInFlight: true })

/** One set of the answer, as iconify JSON: the icons found and the names not found. */
interface IconSetAnswer {
  prefix: string
  width?: number
  height?: number
  icons: Record<string, IconData>
  not_found?: string[]
}

/**
 * `GET /api/_aster_icon?icons=lucide:house,logos:github` (spec 7): iconify JSON of the requested
 * icons from the bundled sets, one entry of `sets` per prefix, and every unknown name in
 * `not_found`. The sets are static shard files (build/css/icon-shards.ts) read through ASSETS, so the worker
 * bundle holds none of them. At most 50 names, each `<set>:<icon>`: otherwise a 400 saying why.
 * An answer without unknown names never changes for the build: immutable. Unknown names are kept
 * a minute only; when none of the names is known the answer is a 404 (same JSON, with `error`).
 * Sets and icons are looked up as own keys only: `constructor:x` is an unknown set, not
 * `Object.prototype.constructor`.
 */
export const iconsApi = new Hono<AppEnv>()

iconsApi.get(
  '/',
  vValidator('query', IconQuerySchema, (result, c) => {
    if (!result.success) return c.json({ error: result.issues[0].message }, 400)
  }),
  async (c) => {
    const names = c.req.valid('query').icons
    const sets = new Map<string, IconSetAnswer>()
    const notFound: string[] = []
    for (const full of names) {
      const [prefix, name] = full.split(':') as [string, string]
      const entry = ownValue(BUILD.icons, prefix)
      if (!entry) {
        notFound.push(full)
        continue
      }
      const path = iconShardPath(CLIENT_BASE, prefix, entry, iconShard(name, entry.shards))
      const file = await shards.get(path, () => readShard(c.env.ASSETS, c.req.url, path))
      let set = sets.get(prefix)
      if (!set)
        sets.set(prefix, (set = { prefix, width: file.width, height: file.height, icons: {} }))
      const icon = ownValue(file.icons, name)
      if (icon) set.icons[name] = icon
      else ((set.not_found ??= []).push(name), notFound.push(full))
    }
    const answer = { sets: [...sets.values()], not_found: notFound }
    if (!notFound.length) return c.json(answer, 200, { 'Cache-Control': IMMUTABLE })
    const cache = { 'Cache-Control': UNKNOWN_ICON_CACHE }
    if (notFound.length < names.length) return c.json(answer, 200, cache)
    return c.json({ ...answer, error: `no such icon: ${notFound.join(', ')}` }, 404, cache)
  }
)

/** Reads one shard file of the static assets. */
async function readShard(assets: Fetcher, requestUrl: string, path: string) {
  const response = await assets.fetch(new URL(path, requestUrl))
  if (!response.ok)
    throw new Error(`icon shard ${path} answered ${response.status}: rebuild the site`)
  return (await response.json()) as IconShardFile
}
