import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ChunkedFile } from './write-text'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('ChunkedFile', () => {
  it('writes every piece in order: thousands of small ones, strings and bytes, past 1 MB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aster-write-text-'))
    dirs.push(dir)
    const file = new ChunkedFile(join(dir, 'out.json'))
    const pieces: string[] = []
    // more pieces per write than one writev takes (IOV_MAX is 1,024 here)
    for (let index = 0; index < 60_000; index++) {
      const piece = index % 3 ? `,"ü${index}"` : `,"${'x'.repeat(40)}"`
      pieces.push(piece)
      await file.write(index % 2 ? piece : Buffer.from(piece))
    }
    await file.close()
    const text = readFileSync(join(dir, 'out.json'), 'utf8')
    expect(Buffer.byteLength(text)).toBeGreaterThan(1 << 20)
    expect(text).toBe(pieces.join(''))
  })
})
