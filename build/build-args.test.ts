import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBuildArgs } from './build-args'

describe('parseBuildArgs', () => {
  it('defaults to content/ and dist/ of the project', () => {
    const options = parseBuildArgs([])
    expect(options.contentDir.endsWith('/content')).toBe(true)
    expect(options.outDir.endsWith('/dist')).toBe(true)
    expect(options.report).toBeUndefined()
  })

  it('resolves --content, --out and --report paths', () => {
    expect(parseBuildArgs(['--content', 'docs', '--out', 'x', '--report', 'r.json'])).toEqual({
      contentDir: resolve('docs'),
      outDir: resolve('x'),
      report: resolve('r.json'),
    })
  })

  it('takes --sections as a flag anywhere among the paths', () => {
    expect(parseBuildArgs(['--sections', '--out', 'x'])).toMatchObject({
      outDir: resolve('x'),
      sections: true,
    })
    expect(parseBuildArgs(['--out', 'x', '--sections']).sections).toBe(true)
    expect(parseBuildArgs(['--out', 'x']).sections).toBeUndefined()
  })

  it('refuses an unknown option and an option without a path', () => {
    expect(() => parseBuildArgs(['--watch', 'x'])).toThrow('unknown argument --watch')
    expect(() => parseBuildArgs(['--out'])).toThrow('--out needs a path')
    expect(() => parseBuildArgs(['--out', '--report'])).toThrow('--out needs a path')
  })
})
