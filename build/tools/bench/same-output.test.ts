import { describe, expect, it } from 'vitest'
import { compareOutputs } from './same-output'

const files = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([name, text]) => [name, Buffer.from(text)]))

describe('compareOutputs (npm run bench -- --same-output)', () => {
  it('reports identical kinds with their file and byte counts', () => {
    const output = { CSS: files({ 'app.css': 'a{}', 'icons.css': 'b{}' }) }
    const { same, lines } = compareOutputs(output, {
      CSS: files({ 'app.css': 'a{}', 'icons.css': 'b{}' }),
    })
    expect(same).toBe(true)
    expect(lines).toEqual(['✓ CSS: identical, 2 files, 6 bytes'])
  })

  it('names each differing file, where it differs, and files only one side has', () => {
    const { same, lines } = compareOutputs(
      { 'content SQL': files({ 'content/a.json': '["x", "y"]', 'content/b.json': '[]' }) },
      { 'content SQL': files({ 'content/a.json': '["x", "z"]', 'content/c.json': '[]' }) }
    )
    expect(same).toBe(false)
    expect(lines[0]).toBe('✗ content SQL: 3 of 3 files differ')
    expect(lines[1]).toMatch(/^ {4}content\/a\.json \(\w{12} \/ \w{12}\): byte 7 of 10 \/ 10/)
    expect(lines.join('\n')).toContain('content/b.json: only in this tree')
    expect(lines.join('\n')).toContain('content/c.json: only in the revision')
  })
})
