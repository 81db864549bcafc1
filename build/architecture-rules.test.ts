import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { scratchDirs } from './tools/scratch-dirs'

const ROOT = resolve(import.meta.dirname, '..')
const scratchDir = scratchDirs()

/** A tree of one-line modules (path → its imports), with the project's layer rules beside it. */
async function treeWith(files: Record<string, string[]>): Promise<string> {
  const dir = await scratchDir('layers')
  copyFileSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'))
  writeFileSync(join(dir, 'tsconfig.base.json'), '{ "compilerOptions": { "strict": true } }')
  for (const [file, imports] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    const lines = imports.map((target) => `import '${target}'`)
    writeFileSync(join(dir, file), `${lines.join('\n')}\nexport const x = 1\n`)
  }
  return dir
}

/** What `npm run check:architecture` prints for a tree (it exits 1 on a violation). */
function check(dir: string): string {
  try {
    return execFileSync(
      join(ROOT, 'node_modules/.bin/depcruise'),
      ['build', '--config', '.dependency-cruiser.cjs'],
      {
        cwd: dir,
        encoding: 'utf8',
      }
    )
  } catch (error) {
    return String((error as { stdout?: string }).stdout)
  }
}

describe('the layer rules of build/ (.dependency-cruiser.cjs)', () => {
  it('refuse a step importing tools/ or publish/, and the cache importing a step', async () => {
    const dir = await treeWith({
      'build/content/index.ts': ['../tools/chromium', '../publish/plan', '../cache/store'],
      'build/cache/store.ts': ['../content/config'],
      'build/content/config.ts': [],
      'build/tools/chromium.ts': [],
      'build/publish/plan.ts': [],
      'build/tools/bench.ts': ['../publish/deploy', '../index', './chromium'],
      'build/publish/deploy.ts': ['../index', './plan'],
      'build/index.ts': ['./content/index'],
    })
    const report = check(dir)
    expect(report).toContain(
      'error build-steps-never-import-tools-or-publish: build/content/index.ts → build/tools/chromium.ts'
    )
    expect(report).toContain(
      'error build-steps-never-import-tools-or-publish: build/content/index.ts → build/publish/plan.ts'
    )
    expect(report).toContain(
      'error nothing-on-the-build-path-imports-tools: build/content/index.ts → build/tools/chromium.ts'
    )
    expect(report).toContain(
      'error cache-imports-no-step: build/cache/store.ts → build/content/config.ts'
    )
    // what may: tools/ and publish/ build on the steps, steps on the cache
    expect(report).toMatch(/x 4 dependency violations/)
  }, 60_000)
})
