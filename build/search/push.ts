import { SEARCH_VERSIONS } from '../../src/shared/search/filter'
import { SEARCH_MANIFEST_KEY } from '../../src/shared/search/manifest'
import { listBuiltIndexKeys, readIndexValue, readSearchManifest } from './built-index'

/** The KV calls the push needs (a KV namespace binding, or the local one of getPlatformProxy). */
export interface SearchKv {
  put(key: string, value: string | ArrayBuffer | Uint8Array): Promise<unknown>
}

/**
 * Every KV entry of the search index, in write order: each index's values (every version, every
 * language) first, the manifest
 * last (a reader that sees the manifest always finds the values it names).
 */
export async function readSearchEntries(
  distDir: string
): Promise<[key: string, value: Uint8Array][]> {
  const manifest = await readSearchManifest(distDir)
  const entries: [string, Uint8Array][] = []
  const read = (key: string) => readIndexValue(distDir, key)
  for (const versions of [manifest.versions, ...Object.values(manifest.locales ?? {})])
    for (const version of SEARCH_VERSIONS)
      for (const key of await listBuiltIndexKeys(versions[version], read))
        entries.push([key, await read(key)])
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
