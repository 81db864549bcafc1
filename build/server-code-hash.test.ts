import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serverCodeHash } from './server-code-hash'

describe('serverCodeHash', () => {
  let root: string
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'aster-code-hash-'))
    await mkdir(join(root, 'worker/api'), { recursive: true })
    await mkdir(join(root, 'src/pages'), { recursive: true })
    await writeFile(join(root, 'worker/api/news.ts'), 'export const a = 1\n')
    await writeFile(join(root, 'src/pages/Home.tsx'), 'export const Home = () => null\n')
    await writeFile(join(root, 'src/pages/Home.test.tsx'), 'it("x", () => {})\n')
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3}')
  })
  afterEach(() => rm(root, { recursive: true, force: true }))

  it('changes when server-rendered markup, worker code or the lock file changes', async () => {
    const before = await serverCodeHash(root)
    expect(before).toMatch(/^[0-9a-f]{64}$/)
    await writeFile(join(root, 'src/pages/Home.tsx'), 'export const Home = () => "hi"\n')
    const markup = await serverCodeHash(root)
    expect(markup).not.toBe(before)
    await writeFile(join(root, 'worker/api/news.ts'), 'export const a = 2\n')
    const worker = await serverCodeHash(root)
    expect(worker).not.toBe(markup)
    await writeFile(join(root, 'package-lock.json'), '{"lockfileVersion":3,"x":1}')
    expect(await serverCodeHash(root)).not.toBe(worker)
  })

  it('ignores tests, and a renamed file counts as a change', async () => {
    const before = await serverCodeHash(root)
    await writeFile(join(root, 'src/pages/Home.test.tsx'), 'it("y", () => {})\n')
    expect(await serverCodeHash(root)).toBe(before)
    await rm(join(root, 'worker/api/news.ts'))
    await writeFile(join(root, 'worker/api/news2.ts'), 'export const a = 1\n')
    expect(await serverCodeHash(root)).not.toBe(before)
  })
})
