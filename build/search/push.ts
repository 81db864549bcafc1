import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { SEARCH_VERSIONS } from '../../src/shared/search/filter'
import {
  SEARCH_MANIFEST_KEY,
  SearchManifestSchema,
  type SearchManifest,
} from '../../src/shared/search/manifest'

/** The KV calls the push needs (a KV namespace binding, or the local one of getPlatformProxy). */
export interface SearchKv {
  put(key: string, value: string | ArrayBuffer | Uint8Array): Promise<unknown>
}

/** Reads and validates `<distDir>/search/manifest.json`. */
export async function readSearchManifest(distDir: string): Promise<SearchManifest> {
  const file = join(distDir, 'search', 'manifest.json')
  const parsed = v.safeParse(SearchManifestSchema, JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${file}: not a search manifest (${parsed.issues[0].message}); run \`npm run build\``
    )
  return parsed.output
}

/**
 * Every KV entry of the search index, in write order: each version's shards first, the manifest
 * last (a reader that sees the manifest always finds the values it names).
 */
export async function readSearchEntries(
  distDir: string
): Promise<[key: string, value: Uint8Array][]> {
  const manifest = await readSearchManifest(distDir)
  const entries: [string, Uint8Array][] = []
  for (const version of SEARCH_VERSIONS) {
    const { keys, files } = manifest.versions[version]
    for (const [n, key] of keys.entries())
      entries.push([key, await readFile(join(distDir, 'search', files[n]!))])
  }
  entries.push([SEARCH_MANIFEST_KEY, new TextEncoder().encode(JSON.stringify(manifest))])
  return entries
}

/** Writes the built index to KV: values first, then `search:manifest`. Returns the keys written. */
export async function pushSearchIndex(kv: SearchKv, distDir: string): Promise<string[]> {
  const entries = await readSearchEntries(distDir)
  for (const [key, value] of entries.slice(0, -1)) await kv.put(key, value)
  const [manifestKey, manifest] = entries.at(-1)!
  await kv.put(manifestKey, new TextDecoder().decode(manifest))
  return entries.map(([key]) => key)
}
