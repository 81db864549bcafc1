import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { SearchSection } from '../../src/shared/content/types'
import {
  SEARCH_VERSIONS,
  selectVersionSections,
  type SearchCollection,
  type SearchVersion,
} from '../../src/shared/search/filter'
import { createSearchIndex, saveSearchIndex } from '../../src/shared/search/index-db'
import {
  getSearchIndexKey,
  MAX_SEARCH_VALUE_BYTES,
  type SearchManifest,
  type SearchManifestEntry,
} from '../../src/shared/search/manifest'
import { shardBytes } from './shard'

/** Sections per collection, as the content step produced them. */
export type SectionsByCollection = Partial<Record<SearchCollection, readonly SearchSection[]>>

export interface SearchBuildOptions {
  /** Largest shard; MAX_SEARCH_VALUE_BYTES unless a test wants to force sharding. */
  maxValueBytes?: number
}

/** A built index ready to write: the manifest entry and the bytes of each shard. */
interface BuiltIndex {
  entry: SearchManifestEntry
  shards: Uint8Array[]
}

/**
 * gzip level of the index shards: 6 is within about 1 % of 9's size at less than half the time
 * (10,000 sections: 4.78 vs 4.72 MB, 0.7 vs 1.6 s).
 */
const GZIP_LEVEL = 6

const hash = (bytes: Uint8Array | string, length: number) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, length)

/** The file of a KV key under dist/search/ (`search:v4:<hash>:1` → `v4.<hash>.1.json.gz`). */
export function getSearchFileName(key: string): string {
  return `${key.replace(/^search:/, '').replaceAll(':', '.')}.json.gz`
}

/** Builds, serializes (Orama `save`), gzips, hashes and shards the index of one version. */
export async function buildVersionIndex(
  sections: SectionsByCollection,
  version: SearchVersion,
  options: SearchBuildOptions = {}
): Promise<BuiltIndex> {
  const selected = selectVersionSections(sections, version)
  const json = JSON.stringify(saveSearchIndex(await createSearchIndex(selected)))
  const gzipped = gzipSync(json, { level: GZIP_LEVEL })
  const indexHash = hash(gzipped, 16)
  const shards = shardBytes(gzipped, options.maxValueBytes ?? MAX_SEARCH_VALUE_BYTES)
  const keys =
    shards.length === 1
      ? [getSearchIndexKey(version, indexHash)]
      : shards.map((_, n) => getSearchIndexKey(version, indexHash, n))
  return {
    entry: {
      hash: indexHash,
      keys,
      files: keys.map(getSearchFileName),
      sections: selected.length,
      rawBytes: Buffer.byteLength(json),
      gzipBytes: gzipped.byteLength,
    },
    shards,
  }
}

/**
 * The `search index` build step: one Orama index per docs version (spec 5 filtering), written
 * as gzipped, content-hashed shards to `<outDir>/search/` with `manifest.json` naming their KV
 * keys. Pushing to KV (values first, manifest last) is build/search/push.ts.
 */
export async function buildSearchIndexes(
  sections: SectionsByCollection,
  outDir: string,
  options: SearchBuildOptions = {}
): Promise<SearchManifest> {
  const dir = join(outDir, 'search')
  await mkdir(dir, { recursive: true })
  const versions = {} as SearchManifest['versions']
  for (const version of SEARCH_VERSIONS) {
    const built = await buildVersionIndex(sections, version, options)
    await Promise.all(
      built.shards.map((shard, n) => writeFile(join(dir, built.entry.files[n]!), shard))
    )
    versions[version] = built.entry
  }
  const manifest: SearchManifest = {
    hash: hash(SEARCH_VERSIONS.map((version) => versions[version].hash).join('|'), 16),
    versions,
  }
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return manifest
}
