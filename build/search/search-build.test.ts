import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { listSearchIndexKeys, MAX_SEARCH_VALUE_BYTES } from '../../src/shared/search/manifest'
import { searchSections } from '../../src/shared/search/rank'
import { listBuiltIndexKeys, loadBuiltIndex, openBuiltIndex, readIndexValue } from './built-index'
import { buildIndexOf, buildSearchIndexes, type SectionsByCollection } from './index'
import { pushSearchIndex } from './push'

const SECTIONS: SectionsByCollection = {
  docsv3: [
    {
      id: '/docs/3.x/install',
      title: 'Installation',
      titles: [],
      content: 'Install Aster 3 with npm.',
      level: 1,
    },
  ],
  docsv4: [
    {
      id: '/docs/4.x/install',
      title: 'Installation',
      titles: [],
      content: 'Install Aster 4 with npm.',
      level: 1,
    },
    {
      id: '/docs/4.x/install#requirements',
      title: 'Requirements',
      titles: ['Installation'],
      content: 'Node.js 20 or later. '.repeat(200),
      level: 2,
    },
  ],
  blog: [
    {
      id: '/blog/hello',
      title: 'Hello',
      titles: [],
      content: 'A blog post about installation.',
      level: 1,
    },
  ],
}

const dirs: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'aster-search-'))
  dirs.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('search index build step', () => {
  it('writes one sharded, content-hashed index per version and a manifest routing to its KV keys', async () => {
    const out = await tempDir()
    const manifest = await buildSearchIndexes(SECTIONS, out)
    expect(manifest.versions[4].sections).toBe(3)
    expect(manifest.versions[3].sections).toBe(2)
    expect(JSON.parse(await readFile(join(out, 'search', 'manifest.json'), 'utf8'))).toEqual(
      manifest
    )
    const read = (key: string) => readIndexValue(out, key)
    for (const version of [3, 4] as const) {
      const keys = await listBuiltIndexKeys(manifest.versions[version], read)
      // the meta value names the display values
      expect(keys.length).toBe(
        listSearchIndexKeys(manifest.versions[version]).length +
          manifest.versions[version].displayCount
      )
      for (const key of keys) {
        expect(key).toMatch(new RegExp(`^search:v${version}:[0-9a-f]{16}$`))
        // each value is named by the sha256 of its stored bytes (the worker checks it)
        const bytes = await readIndexValue(out, key)
        expect(createHash('sha256').update(bytes).digest('hex')).toMatch(
          new RegExp(`^${key.split(':')[2]}`)
        )
      }
    }
    const v3 = await loadBuiltIndex(out, 3)
    expect((await searchSections(v3, 'install', 42)).map((hit) => hit.section.id)).toEqual([
      '/docs/3.x/install',
      '/blog/hello',
    ])
  })

  it('is deterministic: the same content gives the same hashes', async () => {
    const [a, b] = await Promise.all([
      buildSearchIndexes(SECTIONS, await tempDir()),
      buildSearchIndexes(SECTIONS, await tempDir()),
    ])
    expect(a.hash).toBe(b.hash)
    expect(a.versions[4].hash).toBe(b.versions[4].hash)
  })

  it('cuts a large index into term and display shards, none over the KV value limit', async () => {
    // 3,000 sections with 6,000 distinct words, 16 KB shards: several shards of each kind
    const sections = Array.from({ length: 3000 }, (_, n) => ({
      id: `/docs/4.x/page-${Math.floor(n / 10)}#part-${n}`,
      title: `Part ${n}`,
      titles: [`Page ${Math.floor(n / 10)}`],
      content: `Word alpha${n} and beta${n} sit here. `.repeat(40),
      level: 2,
    }))
    const built = buildIndexOf(sections, 4, { terms: 16_384, store: 16_384 })
    expect(built.entry.terms.length).toBeGreaterThan(1)
    expect(built.entry.displayCount).toBeGreaterThan(1)
    expect(Math.max(...[...built.values.values()].map((v) => v.byteLength))).toBeLessThan(
      MAX_SEARCH_VALUE_BYTES
    )
    const index = await openBuiltIndex(built)
    expect((await searchSections(index, 'beta2999', 1))[0]?.section.id).toBe(
      '/docs/4.x/page-299#part-2999'
    )
    expect((await searchSections(index, 'alpha1234', 1))[0]?.section.title).toBe('Part 1234')
  })

  it('pushes every value to KV before the manifest', async () => {
    const out = await tempDir()
    const manifest = await buildSearchIndexes(SECTIONS, out)
    const puts: string[] = []
    const kv = { put: async (key: string) => void puts.push(key) }
    await pushSearchIndex(kv, out)
    expect(puts.at(-1)).toBe('search:manifest')
    const read = (key: string) => readIndexValue(out, key)
    expect(puts.slice(0, -1).sort()).toEqual(
      [
        ...(await listBuiltIndexKeys(manifest.versions[3], read)),
        ...(await listBuiltIndexKeys(manifest.versions[4], read)),
      ].sort()
    )
    expect(puts.length).toBe(
      1 +
        [3, 4].reduce(
          (sum, v) =>
            sum +
            listSearchIndexKeys(manifest.versions[v as 3 | 4]).length +
            manifest.versions[v as 3 | 4].displayCount,
          0
        )
    )
  })
})
