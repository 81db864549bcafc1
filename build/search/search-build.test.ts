import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { restoreSearchIndex, searchSections } from '../../src/shared/search/index-db'
import { buildSearchIndexes, type SectionsByCollection } from './index'
import { pushSearchIndex } from './push'
import { shardBytes } from './shard'

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

describe('shardBytes', () => {
  it('keeps a small value whole and cuts a large one into pieces of at most max bytes', () => {
    const bytes = new Uint8Array(10).map((_, n) => n)
    expect(shardBytes(bytes, 10)).toEqual([bytes])
    const shards = shardBytes(bytes, 4)
    expect(shards.map((shard) => shard.byteLength)).toEqual([4, 4, 2])
    expect(Buffer.concat(shards)).toEqual(Buffer.from(bytes))
  })
})

describe('search index build step', () => {
  it('writes one content-hashed index per version and a manifest naming its KV keys', async () => {
    const out = await tempDir()
    const manifest = await buildSearchIndexes(SECTIONS, out)
    expect(manifest.versions[4]).toMatchObject({
      sections: 3,
      keys: [`search:v4:${manifest.versions[4].hash}`],
    })
    expect(manifest.versions[3]).toMatchObject({
      sections: 2,
      keys: [`search:v3:${manifest.versions[3].hash}`],
    })
    expect(JSON.parse(await readFile(join(out, 'search', 'manifest.json'), 'utf8'))).toEqual(
      manifest
    )
    const v3 = restoreSearchIndex(
      JSON.parse(
        gunzipSync(await readFile(join(out, 'search', manifest.versions[3].files[0]!))).toString()
      )
    )
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

  it('shards a value that would pass the limit into search:v4:<hash>:<n>', async () => {
    const out = await tempDir()
    const manifest = await buildSearchIndexes(SECTIONS, out, { maxValueBytes: 1024 })
    const entry = manifest.versions[4]
    expect(entry.keys.length).toBeGreaterThan(1)
    expect(entry.keys).toEqual(entry.keys.map((_, n) => `search:v4:${entry.hash}:${n}`))
    const bytes = Buffer.concat(
      await Promise.all(entry.files.map((file) => readFile(join(out, 'search', file))))
    )
    expect(bytes.byteLength).toBe(entry.gzipBytes)
    const index = restoreSearchIndex(JSON.parse(gunzipSync(bytes).toString()))
    expect((await searchSections(index, 'requirements', 1))[0]?.section.id).toBe(
      '/docs/4.x/install#requirements'
    )
  })

  it('pushes every value to KV before the manifest', async () => {
    const out = await tempDir()
    const manifest = await buildSearchIndexes(SECTIONS, out, { maxValueBytes: 1024 })
    const puts: string[] = []
    const kv = { put: async (key: string) => void puts.push(key) }
    await pushSearchIndex(kv, out)
    expect(puts.at(-1)).toBe('search:manifest')
    expect(puts.slice(0, -1).sort()).toEqual(
      [...manifest.versions[3].keys, ...manifest.versions[4].keys].sort()
    )
  })
})
