import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureDevVars } from './dev-vars'

const EXAMPLE = [
  '# comment',
  'SESSION_SECRET=change-me',
  'GITHUB_TOKEN=',
  'NEWSLETTER_SECRET=change-me',
  'PREVIEW_SECRET=change-me',
].join('\n')

describe('ensureDevVars', () => {
  it('writes .dev.vars with fresh local secrets once, keeping the other lines', () => {
    const root = mkdtempSync(join(tmpdir(), 'dev-vars-'))
    writeFileSync(join(root, '.dev.vars.example'), EXAMPLE)
    expect(ensureDevVars(root)).toBe(true)
    const written = readFileSync(join(root, '.dev.vars'), 'utf8').split('\n')
    expect(written[0]).toBe('# comment')
    expect(written[2]).toBe('GITHUB_TOKEN=')
    for (const line of [written[1]!, written[3]!, written[4]!]) {
      expect(line).toMatch(/^[A-Z_]+=[A-Za-z0-9_-]{64}$/)
      expect(line).not.toContain('change-me')
    }
    expect(new Set([written[1], written[3], written[4]].map((l) => l!.split('=')[1])).size).toBe(3)
    // never overwritten
    expect(ensureDevVars(root)).toBe(false)
    expect(readFileSync(join(root, '.dev.vars'), 'utf8').split('\n')).toEqual(written)
  })

  it('does nothing without an example', () => {
    expect(ensureDevVars(mkdtempSync(join(tmpdir(), 'dev-vars-')))).toBe(false)
  })
})
