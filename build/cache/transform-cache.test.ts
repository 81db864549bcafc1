import { version } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { cacheKey, openCache } from './store'
import { cachedTransform } from './transform-cache'
import { scratchDirs } from '../tools/scratch-dirs'

const scratchDir = scratchDirs()
const temp = () => scratchDir('transform')
const CSS = { loader: 'css', minify: true } as const

/** Plants `text` as the kept transform of `input` (the cache is then what answers). */
function plant(root: string, name: string, input: string, options: object, text: string) {
  const scope = openCache(root, `transform/${name}`, version)
  scope.put(cacheKey(JSON.stringify(options), input), Buffer.from(text))
  scope.close(true)
}

/** The kept transform of `input`, if any. */
function kept(root: string, name: string, input: string, options: object) {
  return openCache(root, `transform/${name}`, version)
    .get(cacheKey(JSON.stringify(options), input))
    ?.toString()
}

describe('cachedTransform', () => {
  it("gives esbuild's output, and reads it back for the same text, options and esbuild", async () => {
    const root = await temp()
    expect(await cachedTransform(root, 'css', 'a { color: red; }', CSS)).toBe('a{color:red}\n')
    expect(kept(root, 'css', 'a { color: red; }', CSS)).toBe('a{color:red}\n')
    plant(root, 'css', 'a { color: red; }', CSS, 'planted')
    expect(await cachedTransform(root, 'css', 'a { color: red; }', CSS)).toBe('planted')
  })

  it('transforms again when the text or the options change, keeping one entry per name', async () => {
    const root = await temp()
    plant(root, 'css', 'a { color: red; }', CSS, 'planted')
    expect(await cachedTransform(root, 'css', 'b { color: red; }', CSS)).toBe('b{color:red}\n')
    expect(kept(root, 'css', 'a { color: red; }', CSS)).toBeUndefined()
    expect(await cachedTransform(root, 'css', 'a { color: red; }', { loader: 'css' })).toBe(
      'a {\n  color: red;\n}\n'
    )
    // another name is another scope: both kept
    await cachedTransform(root, 'js', 'let x = 1', { minify: true })
    expect(kept(root, 'css', 'a { color: red; }', { loader: 'css' })).toBeDefined()
    expect(kept(root, 'js', 'let x = 1', { minify: true })).toBe('let x=1;\n')
  })

  it('always transforms with CONTENT_CACHE=0', async () => {
    const root = await temp()
    plant(root, 'css', 'a { color: red; }', CSS, 'planted')
    process.env.CONTENT_CACHE = '0'
    try {
      expect(await cachedTransform(root, 'css', 'a { color: red; }', CSS)).toBe('a{color:red}\n')
    } finally {
      delete process.env.CONTENT_CACHE
    }
  })
})
