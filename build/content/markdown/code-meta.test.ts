import { describe, expect, it } from 'vitest'
import { parseCodeInfo, parseHighlights } from './code-meta'

describe('parseCodeInfo', () => {
  it('reads language, filename and highlights', () => {
    expect(parseCodeInfo('ts', '[aster.config.ts] {2,4-5}')).toEqual({
      language: 'ts',
      filename: 'aster.config.ts',
      highlights: '2,4-5',
    })
    expect(parseCodeInfo('TS', '{ 1, 3-4 } [ a.ts ] other words')).toEqual({
      language: 'ts',
      filename: 'a.ts',
      highlights: '1,3-4',
    })
    expect(parseCodeInfo('sh', '[pnpm]')).toEqual({ language: 'sh', filename: 'pnpm' })
    expect(parseCodeInfo('ts[file.ts]', null)).toEqual({ language: 'ts', filename: 'file.ts' })
    expect(parseCodeInfo(null, null)).toEqual({})
    expect(parseCodeInfo('<script>', null)).toEqual({})
  })

  it('keeps nested and escaped brackets in the label', () => {
    // Markdown has removed the backslash of `[pages/[id\].vue]` before the meta gets here.
    expect(parseCodeInfo('vue', '[pages/[id].vue] {1}')).toEqual({
      language: 'vue',
      filename: 'pages/[id].vue',
      highlights: '1',
    })
    expect(parseCodeInfo('vue', '[pages/[id\\].vue]').filename).toBe('pages/[id].vue')
    expect(parseCodeInfo('tsx', '[app/[[slug]].tsx]').filename).toBe('app/[[slug]].tsx')
    expect(parseCodeInfo('tsx', '[app/[...slug]/page.tsx] {2}')).toEqual({
      language: 'tsx',
      filename: 'app/[...slug]/page.tsx',
      highlights: '2',
    })
    expect(parseCodeInfo('txt', '[a\\\\b]').filename).toBe('a\\b')
    expect(parseCodeInfo('txt', '[a\\b]').filename).toBe('a\\b')
    expect(parseCodeInfo('txt', '[a\\]b]').filename).toBe('a]b')
    expect(parseCodeInfo('txt', '[a\\[b]').filename).toBe('a[b')
  })

  it('skips empty labels and ignores unclosed ones', () => {
    expect(parseCodeInfo('ts', '[] [b.ts]').filename).toBe('b.ts')
    expect(parseCodeInfo('ts', '[a.ts')).toEqual({ language: 'ts' })
    expect(parseCodeInfo('ts', '[a[b.ts] {2}')).toEqual({ language: 'ts', highlights: '2' })
  })

  it('scans a long adversarial meta without blowing up (quadratic would exceed the timeout)', () => {
    expect(
      parseCodeInfo('ts', `${'[\\'.repeat(50_000)}${'['.repeat(50_000)}`).filename
    ).toBeUndefined()
    expect(parseCodeInfo('ts', `${'[a'.repeat(50_000)}${']'.repeat(49_999)}`).language).toBe('ts')
  })
})

describe('parseHighlights', () => {
  it('expands ranges and ignores malformed parts', () => {
    expect([...parseHighlights('1,3-4, x, 7')]).toEqual([1, 3, 4, 7])
    expect(parseHighlights(undefined).size).toBe(0)
    expect(parseHighlights('1-99999999').size).toBe(10_001)
  })
})
