import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentFingerprint } from './index'
import { startHighlightService, type HighlightService } from './highlight-service'
import { finishPendingCode } from './markdown/code-slots'
import { highlightLocally } from './markdown/highlighter'
import { forgetHighlights } from './markdown/highlight-cache'
import type { HighlightRequest } from './markdown/highlight-remote'
import { compileMarkdown, type CompileOptions } from './markdown/index'

/**
 * A build compiles pages with their code left in slots (`deferHighlight`) and one thread
 * highlights every block (content/highlight-service.ts): the pages must come out as a compile
 * that highlights in its own thread makes them, byte for byte, for every golden fixture.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const FIXTURES = join(import.meta.dirname, 'markdown', '__fixtures__')
const NAMES = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -3))
const options = (name: string): CompileOptions => ({
  file: `content/docs/4.x/${name}.md`,
  lineOffset: 4,
  path: `/docs/4.x/${name}`,
  title: name,
})
const CODE = [
  '```ts {2}',
  "import { defineConfig } from 'aster'",
  'export default defineConfig({ ssr: true })',
  '```',
  '',
  '```vue [pages/[id\\].vue]',
  '<template><p>{{ id }}</p></template>',
  '```',
  '',
  '```ts {2}',
  "import { defineConfig } from 'aster'",
  'export default defineConfig({ ssr: true })',
  '```',
  '',
  '```ansi',
  '\u001b[32mready\u001b[0m in 120 ms',
  '```',
].join('\n')

/** A compile as a new process would make it: nothing highlighted in this one before. */
async function compile(markdown: string, extra: Partial<CompileOptions> & { name: string }) {
  forgetHighlights()
  const { name, ...rest } = extra
  return compileMarkdown(markdown, { ...options(name), ...rest })
}

let service: HighlightService
beforeAll(async () => {
  service = startHighlightService(ROOT, await contentFingerprint(FIXTURES, ROOT))
})
afterAll(() => service.close())

describe('the highlight thread', () => {
  it.each(NAMES)('gives %s the HTML an undeferred compile gives', async (name) => {
    const markdown = readFileSync(join(FIXTURES, `${name}.md`), 'utf8')
    const here = await compile(markdown, { name })
    const deferred = await compile(markdown, { name, deferHighlight: true })
    expect(deferred.pendingCode !== undefined).toBe(here.codeBlocks.length > 0)
    expect(await finishPendingCode(deferred, service.highlight)).toEqual(here)
  })

  it('highlights line marks, labels, repeated blocks and ANSI as this thread does', async () => {
    const here = await compile(CODE, { name: 'code' })
    expect(here.codeBlocks).toHaveLength(4)
    const deferred = await compile(CODE, { name: 'code', deferHighlight: true })
    expect(deferred.html).toContain('<aster-code-slot data-n="3"></aster-code-slot>')
    expect(deferred.codeBlocks).toEqual([])
    const asked: HighlightRequest[][] = []
    const finished = await finishPendingCode(deferred, async (blocks) => {
      asked.push(blocks)
      return service.highlight(blocks)
    })
    expect(finished).toEqual(here)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.map((block) => [block.lang, block.highlights])).toEqual([
      ['typescript', '2'],
      ['vue', undefined],
      ['typescript', '2'],
      ['ansi', undefined],
    ])
  })

  it("asks only for the blocks the page's previous compile did not highlight", async () => {
    const first = await compile(CODE, { name: 'code' })
    const previous = Object.fromEntries(
      first.codeBlocks.map(([key, start, end]) => [key, first.html.slice(start, end)])
    )
    const edited = CODE.replace('<p>{{ id }}</p>', '<p>{{ id }} edited</p>')
    const deferred = await compile(edited, {
      name: 'code',
      deferHighlight: true,
      highlights: previous,
    })
    const asked: HighlightRequest[] = []
    forgetHighlights()
    const finished = await finishPendingCode(deferred, async (blocks) => {
      asked.push(...blocks)
      return highlightLocally(blocks)
    })
    expect(asked.map((block) => block.code)).toEqual([
      '<template><p>{{ id }} edited</p></template>',
    ])
    expect(finished).toEqual(await compile(edited, { name: 'code' }))
  })

  it('leaves a page without code as it is, and a failed block fails its page', async () => {
    const plain = await compileMarkdown('Just text.\n', {
      ...options('plain'),
      deferHighlight: true,
    })
    expect(plain.pendingCode).toBeUndefined()
    const deferred = await compile(CODE, { name: 'code', deferHighlight: true })
    await expect(
      finishPendingCode(deferred, () => Promise.reject(new Error('the thread died')))
    ).rejects.toThrow('the thread died')
  })

  it('loads Shiki and the renderer, not the markdown compiler', async () => {
    // each module is loaded and evaluated in the thread before its first block: the content
    // config pulled in the yaml package, valibot and React (about 20 ms of a build's CPU)
    const { build } = await import('esbuild')
    const { metafile } = await build({
      entryPoints: [join(ROOT, 'build/content/highlight-thread.ts')],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      external: ['shiki', '@shikijs/*'],
      logLevel: 'silent',
    })
    const modules = Object.keys(metafile.inputs)
    expect(modules.filter((path) => path.includes('node_modules/'))).toEqual([])
    expect(modules).not.toContain('build/content/markdown/components.ts')
  })
})
