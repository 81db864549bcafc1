import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchDirs } from './tools/scratch-dirs'
import { openStaging, removeStaging, swapOutput } from './output'

const root = await scratchDirs()('swap')

/** Waits until `check` holds (the removal runs in a detached process), at most 10 s. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** The processes this one started that run the output remover (Linux: /proc). */
function removers(): string[] {
  const children = readdirSync(`/proc/${process.pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)
  )
  return children.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('process.stdin')
    } catch {
      return false // exited meanwhile
    }
  })
}

describe('swapOutput', () => {
  it('puts the new build in place and removes the old one and leftovers afterwards', async () => {
    const out = join(root, 'dist')
    const staging = join(root, 'dist.staging-1')
    await mkdir(out, { recursive: true })
    await writeFile(join(out, 'old.txt'), 'old')
    await mkdir(staging, { recursive: true })
    await writeFile(join(staging, 'new.txt'), 'new')
    // a folder an earlier, stopped build left behind
    await mkdir(join(root, 'dist.old-999999', 'deep'), { recursive: true })
    await swapOutput(staging, out)
    expect(await readFile(join(out, 'new.txt'), 'utf8')).toBe('new')
    expect(existsSync(join(out, 'old.txt'))).toBe(false)
    expect(existsSync(staging)).toBe(false)
    const gone = await eventually(async () =>
      (await readdir(root)).every((name) => !name.startsWith('dist.old-'))
    )
    expect(gone).toBe(true)
  })

  it('works for a first build (no output yet)', async () => {
    const out = join(root, 'first')
    const staging = join(root, 'first.staging-1')
    await mkdir(staging, { recursive: true })
    await writeFile(join(staging, 'a.txt'), 'a')
    await swapOutput(staging, out)
    expect(await readFile(join(out, 'a.txt'), 'utf8')).toBe('a')
  })

  it.runIf(existsSync('/proc/self/task'))(
    'removes the old output in the process started with the staging folder, not one forked at the end',
    async () => {
      const out = join(root, 'early')
      await mkdir(out, { recursive: true })
      await writeFile(join(out, 'old.txt'), 'old')
      const before = removers()
      const staging = await openStaging(out)
      const started = removers().filter((pid) => !before.includes(pid))
      expect(started).toHaveLength(1)
      await writeFile(join(staging.dir, 'new.txt'), 'new')
      await swapOutput(staging.dir, out)
      expect(removers().filter((pid) => !before.includes(pid) && !started.includes(pid))).toEqual(
        []
      )
      expect(await readFile(join(out, 'new.txt'), 'utf8')).toBe('new')
      const gone = await eventually(async () =>
        (await readdir(root)).every((name) => !name.startsWith('early.old-'))
      )
      expect(gone).toBe(true)
      await removeStaging(out)
    }
  )
})
