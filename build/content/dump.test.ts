import { describe, expect, it } from 'vitest'
import { dumpPartName } from '../../src/shared/content/dump-name'
import { dumpParts } from './dump'

describe('dumpParts', () => {
  const statements = Array.from(
    { length: 50 },
    (_, n) => `INSERT INTO "t" VALUES (${n}, 'row "${n}"');`
  )

  it('is the JSON array in one part when it fits', () => {
    expect(dumpParts(statements)).toEqual([JSON.stringify(statements)])
    expect(dumpParts([])).toEqual(['[]'])
  })

  it('cuts between statements under the limit; the parts joined are the JSON array', () => {
    const parts = dumpParts(statements, 300)
    expect(parts.length).toBeGreaterThan(5)
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(300)
    expect(JSON.parse(parts.join(''))).toEqual(statements)
    // only the last part closes the array
    expect(parts.filter((part) => part.endsWith(']'))).toEqual([parts.at(-1)])
  })

  it('names part 0 as the single dump always was, then numbers the others', () => {
    expect(dumpPartName('docsv4', 'abc', 0)).toBe('docsv4.abc.txt')
    expect(dumpPartName('docsv4', 'abc', 2)).toBe('docsv4.abc.2.txt')
  })
})
