import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cachedTransform } from './transform-cache'
import { scratchDirs } from '../tools/scratch-dirs'

const scratchDir = scratchDirs()
const temp = () => scratchDir('transform')
const CSS = { loader: 'css', minify: true } as const
const entries = (root: string) => readdir(join(root, '.cache', 'transform'))

describe('cachedTransform', () => {
  it("gives esbuild's output, and reads it back for the same text, options and esbuild", async () => {
    const root = await temp()
    expect(await cachedTransform(root, 'css', 'a { color: red; }', CSS)).toBe('a{color:red}\n')
    const [entry] = await entries(root)
    // what answers now is the cache: a planted output comes back as it is
    await writeFile(join(root, '.cache', 'transform', entry!), 'planted')
    expect(await cachedTransform(root, 'css', 'a { color: red; }', CSS)).toBe('planted')
  })

  it('transforms again when the text or the options change, keeping one entry per name', async () => {
    const root = await temp()
    await cachedTransform(root, 'css', 'a { color: red; }', CSS)
    await writeFile(join(root, '.cache', 'transform', (await entries(root))[0]!), 'planted')
    expect(await cachedTransform(root, 'css', 'b { color: red; }', CSS)).toBe('b{color:red}\n')
    expect(await cachedTransform(root, 'css', 'a { color: red; }', { loader: 'css' })).toBe(
      'a {\n  color: red;\n}\n'
    )
    expect(await entries(root)).toHaveLength(1)
    await cachedTransform(root, 'js', 'let x = 1', { minify: true })
    expect(await entries(root)).toHaveLength(2)
  })

  it('always transforms with CONTENT_CACHE=0', async () => {
    const root = await temp()
    await cachedTransform(root, 'css', 'a { color: red; }', CSS)
    await writeFile(join(root, '.cache', 'transform', (await entries(root))[0]!), 'planted')
    process.env.CONTENT_CACHE = '0'
    try {
      expect(await cachedTransform(root, 'css', 'a { color: red; }', CSS)).toBe('a{color:red}\n')
    } finally {
      delete process.env.CONTENT_CACHE
    }
  })
})
