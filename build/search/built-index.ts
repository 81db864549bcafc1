import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import type { SearchVersion } from '../../src/shared/search/filter'
import {
  restoreSearchIndex,
  type SavedSearchIndex,
  type SearchIndex,
} from '../../src/shared/search/index-db'
import { SearchManifestSchema, type SearchManifest } from '../../src/shared/search/manifest'

/**
 * Reading the search index the build wrote to `<distDir>/search`. Consumers: the KV push
 * (./push.ts), the relevance tests, the search benchmark.
 */

/** Reads and validates `<distDir>/search/manifest.json`. */
export async function readSearchManifest(distDir: string): Promise<SearchManifest> {
  const file = join(distDir, 'search', 'manifest.json')
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: run \`npm run build\``)
  })
  const parsed = v.safeParse(SearchManifestSchema, JSON.parse(text))
  if (!parsed.success)
    throw new Error(
      `${file}: not a search manifest (${parsed.issues[0].message}); run \`npm run build\``
    )
  return parsed.output
}

/** The gzipped shards of one version's index, in the manifest's order (as KV holds them). */
export async function readIndexShards(
  distDir: string,
  manifest: SearchManifest,
  version: SearchVersion
): Promise<Buffer[]> {
  const { files } = manifest.versions[version]
  return Promise.all(files.map((file) => readFile(join(distDir, 'search', file))))
}

/** One version's built index, restored in Node: shards joined, gunzipped, loaded into Orama. */
export async function loadBuiltIndex(
  distDir: string,
  version: SearchVersion
): Promise<SearchIndex> {
  const shards = await readIndexShards(distDir, await readSearchManifest(distDir), version)
  const json = gunzipSync(Buffer.concat(shards)).toString('utf8')
  return restoreSearchIndex(JSON.parse(json) as SavedSearchIndex)
}
