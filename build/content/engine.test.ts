import { cp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from './index'
import { startHighlightService } from './highlight-service'
import { forgetHighlights, highlightCacheStats } from './markdown/highlight-cache'
import { scratchDirs } from '../tools/scratch-dirs'

const FIXTURES = join(import.meta.dirname, '__fixtures__')
const scratchDir = scratchDirs()
const temp = () => scratchDir('engine')

/** Everything a build writes for its collections, to compare two builds. */
const outputOf = (built: Awaited<ReturnType<typeof buildContent>>) =>
  built.collections.map((c) => ({ name: c.definition.name, hash: c.hash, rows: c.statements }))

describe('content engine: threads and the content-hash cache', () => {
  it('compiles on worker threads to exactly what the in-process compile gives', async () => {
    const root = join(FIXTURES, 'valid')
    const inProcess = await buildContent(root, { projectRoot: await temp() })
    const threaded = await buildContent(root, { projectRoot: await temp(), poolThreshold: 0 })
    expect(threaded.compiled).toBe(3)
    expect(outputOf(threaded)).toEqual(outputOf(inProcess))
  })

  it("with the build's highlight thread, gives what highlighting on each thread gives", async () => {
    // the adoption fixture: code in 20+ languages, labels, line marks, in pages of every kind
    const root = join(FIXTURES, 'adoption')
    forgetHighlights()
    const own = await buildContent(root, { projectRoot: await temp(), poolThreshold: 0 })
    forgetHighlights()
    const projectRoot = await temp()
    const highlighter = startHighlightService(projectRoot, 'engine-test')
    const asked: number[] = []
    try {
      const shared = await buildContent(root, {
        projectRoot,
        poolThreshold: 0,
        highlighter: {
          highlight: (blocks) => (asked.push(blocks.length), highlighter.highlight(blocks)),
          close: highlighter.close,
        },
      })
      expect(outputOf(shared)).toEqual(outputOf(own))
    } finally {
      await highlighter.close()
    }
    // every page with code sent its blocks there (none was highlighted on a compile thread)
    expect(asked.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(20)
  })

  it('reuses unchanged pages and recompiles only the edited one', async () => {
    const projectRoot = await temp()
    const root = join(await temp(), 'content')
    await cp(join(FIXTURES, 'valid'), root, { recursive: true })
    const first = await buildContent(root, { projectRoot })
    expect([first.compiled, first.cached]).toEqual([3, 0])
    const again = await buildContent(root, { projectRoot })
    expect([again.compiled, again.cached]).toEqual([0, 3])
    expect(outputOf(again)).toEqual(outputOf(first))

    const page = join(root, 'docs/4.x/1.guide/02.routing.md')
    await writeFile(page, (await readFile(page, 'utf8')).replace(/\n$/, '\n\nOne more line.\n'))
    const edited = await buildContent(root, { projectRoot })
    expect([edited.compiled, edited.cached]).toEqual([1, 2])
    const docs = edited.collections.find((c) => c.definition.name === 'docsv4')!
    expect(docs.rows.find((row) => row.path === '/docs/4.x/guide/routing')!.body).toContain(
      'One more line.'
    )
  })

  it('takes an edited page’s unchanged code block from its previous compile', async () => {
    const projectRoot = await temp()
    const root = join(await temp(), 'content')
    await cp(join(FIXTURES, 'valid'), root, { recursive: true })
    const page = join(root, 'docs/4.x/1.guide/02.routing.md')
    const code = "\n```ts\nexport const routes: string[] = ['/a', '/b']\n```\n"
    await writeFile(page, `${await readFile(page, 'utf8')}${code}`)
    const first = await buildContent(root, { projectRoot })
    const body = (built: typeof first) =>
      built.collections
        .find((c) => c.definition.name === 'docsv4')!
        .rows.find((row) => row.path === '/docs/4.x/guide/routing')!.body as string
    expect(body(first)).toContain('<pre class="shiki')
    await writeFile(page, `${await readFile(page, 'utf8')}\nOne more line.\n`)
    // as in a new process: no block in memory
    forgetHighlights()
    const { hits, misses } = highlightCacheStats
    const edited = await buildContent(root, { projectRoot })
    expect(edited.compiled).toBe(1)
    expect([highlightCacheStats.hits, highlightCacheStats.misses]).toEqual([hits + 1, misses])
    expect(body(edited)).toContain(body(first).slice(body(first).indexOf('<pre')))
  })

  it('keeps what a failed build compiled: after the fix only the fixed page compiles', async () => {
    const projectRoot = await temp()
    const root = join(await temp(), 'content')
    await cp(join(FIXTURES, 'valid'), root, { recursive: true })
    const page = join(root, 'docs/4.x/1.guide/02.routing.md')
    const text = await readFile(page, 'utf8')
    await writeFile(page, `${text}\n[Nowhere](/docs/4.x/nowhere)\n`)
    await expect(buildContent(root, { projectRoot })).rejects.toThrow('content error(s)')
    await writeFile(page, text)
    const fixed = await buildContent(root, { projectRoot })
    expect([fixed.compiled, fixed.cached]).toEqual([1, 2])
  })

  it('writes the JSON report, pass or fail', async () => {
    const report = join(await temp(), 'report.json')
    await expect(
      buildContent(join(FIXTURES, 'broken-link'), { projectRoot: await temp(), report })
    ).rejects.toThrow('content error(s)')
    const json = JSON.parse(await readFile(report, 'utf8'))
    expect(json.errors).toBe(2)
    expect(json.summary).toEqual([
      { kind: 'link', errors: 1, warnings: 0 },
      { kind: 'anchor', errors: 1, warnings: 0 },
    ])
    expect(json.files[0].issues.map((issue: { line: number }) => issue.line)).toEqual([6, 7])
  })
})
