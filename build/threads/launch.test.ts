import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')
const OUT = join(ROOT, '.cache/build/out')

/** The build tool's bundle as `npm install` makes it (package.json "prepare"), each chunk's text. */
function bundledTexts(): string[] {
  // rebuilt only when an input changed
  execFileSync(process.execPath, ['build/threads/launch.ts', '--bundle-only'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
  })
  return readdirSync(OUT)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(OUT, name), 'utf8'))
}

describe("the build tool's bundle (launch.ts)", () => {
  it('leaves out the name unist-util-visit-parents gives the function of every node it visits', () => {
    // the package as installed still names them: the bundle's pattern is its very text
    const source = readFileSync(
      join(ROOT, 'node_modules/unist-util-visit-parents/lib/index.js'),
      'utf8'
    )
    expect(source).toContain("Object.defineProperty(visit, 'name'")
    const bundled = bundledTexts().find((text) => text.includes('function visitParents('))
    expect(bundled).toBeDefined()
    expect(bundled).not.toMatch(/Object\.defineProperty\(visit\d*, "name"/)
  }, 120_000)

  it("gives fontkit node:zlib's brotli instead of the brotli package's JavaScript port", () => {
    const texts = bundledTexts()
    const fontkit = texts.find((text) => text.includes('Error decoding compressed data in WOFF2'))
    expect(fontkit).toBeDefined()
    expect(fontkit).toContain('brotliDecompressSync')
    expect(texts.some((text) => text.includes('BrotliDecompressBuffer'))).toBe(false)
  }, 120_000)
})
