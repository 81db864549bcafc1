import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedFolderStep } from './folder-step'
import { hashSources } from './sources'
import { scratchDirs } from '../tools/scratch-dirs'

const scratchDir = scratchDirs()
const temp = () => scratchDir('folder-step')

/** A step that writes two files (one in a sub-folder) and counts its runs. */
function writer(outDir: string, text: string) {
  let runs = 0
  const run = async () => {
    runs++
    await mkdir(join(outDir, 'chunks'), { recursive: true })
    await writeFile(join(outDir, 'boot.js'), text)
    await writeFile(join(outDir, 'chunks', 'a.js'), `${text}!`)
    return { boot: '/boot.js', bytes: text.length }
  }
  return { run, runs: () => runs }
}

describe('cachedFolderStep', () => {
  it('gives back the files and the result of the last run with the same key', async () => {
    const root = await temp()
    const first = join(await temp(), 'out')
    const step1 = writer(first, 'one')
    await mkdir(first, { recursive: true })
    await writeFile(join(first, 'other.txt'), 'not the step’s')
    expect(await cachedFolderStep(root, 'client', 'k1', first, step1.run)).toEqual({
      boot: '/boot.js',
      bytes: 3,
    })

    const second = join(await temp(), 'out')
    const step2 = writer(second, 'changed')
    expect(await cachedFolderStep(root, 'client', 'k1', second, step2.run)).toEqual({
      boot: '/boot.js',
      bytes: 3,
    })
    expect(step2.runs()).toBe(0)
    expect(await readFile(join(second, 'boot.js'), 'utf8')).toBe('one')
    expect(await readFile(join(second, 'chunks', 'a.js'), 'utf8')).toBe('one!')
    // only what the step wrote is cached, not what the folder held before
    await expect(readFile(join(second, 'other.txt'), 'utf8')).rejects.toThrow()
  })

  it('runs the step again when the key changes', async () => {
    const root = await temp()
    const out = join(await temp(), 'out')
    await cachedFolderStep(root, 'icons', 'k1', out, writer(out, 'one').run)
    const again = join(await temp(), 'out')
    const step = writer(again, 'two')
    await cachedFolderStep(root, 'icons', 'k2', again, step.run)
    expect(step.runs()).toBe(1)
    expect(await readFile(join(again, 'boot.js'), 'utf8')).toBe('two')
  })

  it('hashes sources by name and content', async () => {
    const root = await temp()
    await writeFile(join(root, 'a.ts'), 'a')
    const before = await hashSources(root, ['*.ts'])
    expect(await hashSources(root, ['*.ts'])).toBe(before)
    await writeFile(join(root, 'a.ts'), 'b')
    expect(await hashSources(root, ['*.ts'])).not.toBe(before)
    expect(await hashSources(root, ['*.ts'], { extra: ['production'] })).not.toBe(before)
  })
})
