import { createHash } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FileDigests } from './file-digests'
import { scratchDirs } from '../tools/scratch-dirs'

const scratchDir = scratchDirs()
const temp = () => scratchDir('digests')
const sha = (text: string) => createHash('sha256').update(text).digest('hex')
const memoFile = (root: string) => join(root, '.cache', 'digests.json')

describe('FileDigests', () => {
  it('gives the sha256 of a file, undefined for a missing file or a folder', async () => {
    const root = await temp()
    await writeFile(join(root, 'a.ts'), 'one')
    const digests = FileDigests.open(root)
    expect(digests.digest(join(root, 'a.ts'))).toBe(sha('one'))
    expect(digests.digest(join(root, 'gone.ts'))).toBeUndefined()
    expect(digests.digest(root)).toBeUndefined()
  })

  it('answers from the memo for a file whose stamp is unchanged, without reading it', async () => {
    const root = await temp()
    const file = join(root, 'a.ts')
    await writeFile(file, 'one')
    FileDigests.open(root).digest(file)
    const first = FileDigests.open(root)
    first.digest(file)
    first.save()
    // the memo is what answers: a digest planted in it for the same stamp comes back as it is
    const memo = JSON.parse(await readFile(memoFile(root), 'utf8')) as Record<string, string[]>
    memo[file]![1] = 'planted'
    await writeFile(memoFile(root), JSON.stringify(memo))
    expect(FileDigests.open(root).digest(file)).toBe('planted')
  })

  it('reads a file again when it changed, even to the same size', async () => {
    const root = await temp()
    const file = join(root, 'a.ts')
    await writeFile(file, 'one')
    const before = FileDigests.open(root)
    before.digest(file)
    before.save()
    await writeFile(file, 'two')
    expect(FileDigests.open(root).digest(file)).toBe(sha('two'))
  })

  it('forgets a deleted file and the files a build no longer asks for', async () => {
    const root = await temp()
    await writeFile(join(root, 'a.ts'), 'one')
    await writeFile(join(root, 'b.ts'), 'two')
    const first = FileDigests.open(root)
    first.digest(join(root, 'a.ts'))
    first.digest(join(root, 'b.ts'))
    first.save()
    await rm(join(root, 'a.ts'))
    await writeFile(join(root, 'c.ts'), 'three')
    const second = FileDigests.open(root)
    expect(second.digest(join(root, 'a.ts'))).toBeUndefined()
    expect(second.digest(join(root, 'c.ts'))).toBe(sha('three'))
    second.save()
    const kept = JSON.parse(await readFile(memoFile(root), 'utf8')) as object
    expect(Object.keys(kept)).toEqual([join(root, 'c.ts')])
  })

  it('reads every file with CONTENT_CACHE=0 and keeps no memo', async () => {
    const root = await temp()
    const file = join(root, 'a.ts')
    await writeFile(file, 'one')
    process.env.CONTENT_CACHE = '0'
    try {
      const digests = FileDigests.open(root)
      expect(digests.digest(file)).toBe(sha('one'))
      digests.save()
    } finally {
      delete process.env.CONTENT_CACHE
    }
    await expect(readFile(memoFile(root))).rejects.toThrow()
  })
})
