import { createHash } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileDigests } from './file-digests'
import { cacheKey, openCache } from './store'
import { scratchDirs } from '../tools/scratch-dirs'
import { statSync } from 'node:fs'

const scratchDir = scratchDirs()
const temp = () => scratchDir('digests')
const sha = (text: string) => createHash('sha256').update(text).digest('hex')
const open = (root: string) => new FileDigests(openCache(root, 'digests', 'sha256'))

/** The key the digests keep a file under: its path and stamp. */
function stampKey(file: string): string {
  const info = statSync(file, { bigint: true })
  return cacheKey(file, `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}`)
}

describe('FileDigests', () => {
  it('gives the sha256 of a file, undefined for a missing file or a folder', async () => {
    const root = await temp()
    await writeFile(join(root, 'a.ts'), 'one')
    const digests = open(root)
    expect(digests.digest(join(root, 'a.ts'))).toBe(sha('one'))
    expect(digests.digest(join(root, 'gone.ts'))).toBeUndefined()
    expect(digests.digest(root)).toBeUndefined()
  })

  it('answers from the cache for a file whose stamp is unchanged, without reading it', async () => {
    const root = await temp()
    const file = join(root, 'a.ts')
    await writeFile(file, 'one')
    // the cache is what answers: a digest planted for the same stamp comes back as it is
    const planted = openCache(root, 'digests', 'sha256')
    planted.put(stampKey(file), Buffer.from('planted'))
    planted.close(true)
    expect(open(root).digest(file)).toBe('planted')
  })

  it('reads a file again when it changed, even to the same size', async () => {
    const root = await temp()
    const file = join(root, 'a.ts')
    await writeFile(file, 'one')
    const before = open(root)
    before.digest(file)
    before.close()
    await writeFile(file, 'two')
    expect(open(root).digest(file)).toBe(sha('two'))
  })

  it('forgets a deleted file and the files a build no longer asks for', async () => {
    const root = await temp()
    await writeFile(join(root, 'a.ts'), 'one')
    await writeFile(join(root, 'b.ts'), 'two')
    const first = open(root)
    first.digest(join(root, 'a.ts'))
    first.digest(join(root, 'b.ts'))
    const bKey = stampKey(join(root, 'b.ts'))
    first.close()
    await rm(join(root, 'a.ts'))
    await writeFile(join(root, 'c.ts'), 'three')
    const second = open(root)
    expect(second.digest(join(root, 'a.ts'))).toBeUndefined()
    expect(second.digest(join(root, 'c.ts'))).toBe(sha('three'))
    second.close()
    const kept = openCache(root, 'digests', 'sha256')
    expect(kept.get(stampKey(join(root, 'c.ts')))?.toString()).toBe(sha('three'))
    expect(kept.get(bKey)).toBeUndefined()
  })

  it('reads every file with CONTENT_CACHE=0', async () => {
    const root = await temp()
    const file = join(root, 'a.ts')
    await writeFile(file, 'one')
    const planted = openCache(root, 'digests', 'sha256')
    planted.put(stampKey(file), Buffer.from('planted'))
    planted.close(true)
    process.env.CONTENT_CACHE = '0'
    try {
      expect(open(root).digest(file)).toBe(sha('one'))
    } finally {
      delete process.env.CONTENT_CACHE
    }
  })
})
