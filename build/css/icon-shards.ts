import { mkdirSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { shortHash } from '../short-hash'
import { cachedFolderStep } from '../cache/folder-step'
import { hashSources } from '../cache/sources'
import { CLIENT_BASE } from '../../src/shared/site'
import {
  iconShard,
  iconShardPath,
  type IconData,
  type IconSetEntry,
  type IconShardFile,
} from '../../src/shared/icons/icon-query'

/** What the icon shards are made of: the iconify packages (package-lock) and the sharding. */
const ICON_SOURCES = ['build/css/icon-shards.ts', 'src/shared/icons/*.ts', 'package-lock.json']

/** The bundled iconify sets the icon endpoint serves (the devDependencies @iconify-json/*). */
export const ICON_SETS = ['lucide', 'logos', 'simple-icons'] as const

/** Roughly this many bytes of icon JSON per shard file: one request loads a few small files. */
const SHARD_BYTES = 64 * 1024

interface IconifyJson {
  prefix: string
  width?: number
  height?: number
  icons: Record<string, IconData>
  aliases?: Record<string, Partial<IconData> & { parent: string }>
}

/**
 * Writes every bundled icon set as content-hashed shard files under `<clientDir>/icons/`, static
 * assets the worker reads through its ASSETS binding (worker/api/icons.ts): the whole sets stay
 * out of the worker bundle (13 MB of JSON), and one request reads only the shards of its icons.
 * Aliases are resolved to full icons here. Returns the sets for the build manifest.
 */
export async function writeIconShards(
  clientDir: string,
  clientBase: string
): Promise<Record<string, IconSetEntry>> {
  const require = createRequire(import.meta.url)
  const sets: Record<string, IconSetEntry> = {}
  mkdirSync(join(clientDir, 'icons'), { recursive: true })
  for (const name of ICON_SETS) {
    const text = await readFile(require.resolve(`@iconify-json/${name}/icons.json`), 'utf8')
    const set = JSON.parse(text) as IconifyJson
    const icons: Record<string, IconData> = { ...set.icons }
    for (const [alias, { parent, ...overrides }] of Object.entries(set.aliases ?? {}))
      if (set.icons[parent]) icons[alias] = { ...set.icons[parent], ...overrides }
    const shards = Math.max(1, Math.ceil(text.length / SHARD_BYTES))
    const files: IconShardFile[] = Array.from({ length: shards }, () => ({
      width: set.width,
      height: set.height,
      icons: {},
    }))
    for (const [icon, data] of Object.entries(icons))
      files[iconShard(icon, shards)]!.icons[icon] = data
    const entry = { hash: shortHash(text, 8), shards }
    // synchronous: 217 asynchronous writes cost about 20 ms more CPU in libuv round trips, and
    // each waited for the event loop of a main thread busy compiling
    for (const [n, file] of files.entries())
      writeFileSync(
        join(clientDir, '..', iconShardPath(clientBase, set.prefix, entry, n).slice(1)),
        JSON.stringify(file)
      )
    sets[set.prefix] = entry
  }
  return sets
}

/**
 * The icons step: the shards of {@link writeIconShards} under `<clientDir>/icons/`, or back from
 * the cache when none of their sources changed.
 */
export async function buildIcons(
  root: string,
  clientDir: string
): Promise<Record<string, IconSetEntry>> {
  const key = await hashSources(root, ICON_SOURCES, { extra: [CLIENT_BASE] })
  return cachedFolderStep(root, 'icons', key, clientDir, () =>
    writeIconShards(clientDir, CLIENT_BASE)
  )
}

/** The icons step's line: `3 sets in 217 shards`. */
export function iconsDetail(sets: Record<string, IconSetEntry>): string {
  return `${Object.keys(sets).length} sets in ${Object.values(sets).reduce((sum, set) => sum + set.shards, 0)} shards`
}
