import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ASSET_HEADERS, writeAssetHeaders } from './assets-headers'

/** The rules of a `_headers` file: pattern → header lines (the Workers static-assets format). */
function parseRules(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>()
  let current: string[] | undefined
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (/^\s/.test(line)) current!.push(line.trim())
    else rules.set(line, (current = []))
  }
  return rules
}

describe('the static assets _headers file', () => {
  let dir: string | undefined
  afterEach(() => dir && rm(dir, { recursive: true, force: true }))

  it('sends nosniff, a referrer policy and a sandboxing CSP on every asset, immutable caching on hashed files', () => {
    const rules = parseRules(ASSET_HEADERS)
    expect(rules.get('/*')).toEqual([
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
      "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox",
    ])
    expect(rules.get('/_aster/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable'])
    // no header is set by two rules (Workers would join both values with a comma)
    const names = [...rules.values()].flat().map((line) => line.split(':')[0]!.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it('is written into the client folder, and refuses static HTML there', async () => {
    dir = await mkdtemp(join(tmpdir(), 'aster-headers-'))
    await writeFile(join(dir, 'favicon.svg'), '<svg/>')
    await writeAssetHeaders(dir)
    expect(await readFile(join(dir, '_headers'), 'utf8')).toBe(ASSET_HEADERS)
    await mkdir(join(dir, 'docs'))
    await writeFile(join(dir, 'docs', 'index.html'), '<!doctype html>')
    await expect(writeAssetHeaders(dir)).rejects.toThrow('docs/index.html')
  })
})
