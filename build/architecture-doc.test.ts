import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** ARCHITECTURE.md's file map matches the code file for file (tests and fixtures aside). */
const ROOT = join(import.meta.dirname, '..')
const SOURCE_RE = /^(worker|src|build)\/.+\.(ts|tsx|css)$/
const SKIPPED_RE = /\.test\.tsx?$|__fixtures__|worker-configuration\.d\.ts$/

function listSources(): string[] {
  const files = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'worker', 'src', 'build'],
    { cwd: ROOT, encoding: 'utf8' }
  )
  return files
    .split('\n')
    .filter((file) => SOURCE_RE.test(file) && !SKIPPED_RE.test(file))
    .filter((file) => existsSync(join(ROOT, file)))
    .sort()
}

function listMapped(): string[] {
  const doc = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8')
  const map = doc.slice(doc.indexOf('\n## File map'))
  return [...map.matchAll(/^- `([^`]+)`/gm)].map((match) => match[1]!).sort()
}

describe('ARCHITECTURE.md file map', () => {
  it('lists every source file once, and only files that exist', () => {
    const sources = listSources()
    const mapped = listMapped()
    expect(
      mapped.filter((file, i) => mapped.indexOf(file) !== i),
      'listed twice'
    ).toEqual([])
    expect(
      sources.filter((file) => !mapped.includes(file)),
      'missing from the map'
    ).toEqual([])
    expect(
      mapped.filter((file) => !sources.includes(file)),
      'listed but absent'
    ).toEqual([])
  })
})
