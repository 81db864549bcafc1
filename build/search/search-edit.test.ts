import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { SearchSection } from '../../src/shared/content/types'
import { encodePageSearch, packPageSearch, type PackedParts } from './page-search'
import { SearchPartSpill } from './part-spill'
import { runSearchTask, type SearchOutcome } from './search-task'

/**
 * The search step as the build runs it on its thread (search-task.ts), over a chain of edits
 * that share one memo: each edited index must be the very files a cold build of the same
 * content writes, whether the last build's pages, postings (written as the lists changed since
 * their base) and values were kept or not (`SEARCH_FAST_EDIT=0`), and an edit of one page reads
 * that page only, not every page.
 */

const WORDS = ['route', 'state', 'fetch', 'island', 'deploy', 'cache', 'hydrate', 'module']

/** A page of the site: its number, and what an edit did to it. */
interface PageSpec {
  n: number
  /** Words appended to its second section. */
  edit?: string
  /** Its second section's heading, when changed. */
  heading?: string
  /** How many sections (3 unless a heading was added or taken out). */
  sections?: number
}

const own = (page: number, index: number) =>
  Array.from({ length: 40 }, (_, n) => `u${page}y${index}z${n}`).join(' ')

/** A page's sections, as the compile makes them. */
function sectionsOf({ n, edit = '', heading, sections = 3 }: PageSpec): SearchSection[] {
  return Array.from({ length: sections }, (_, index) => ({
    id: index ? `/docs/4.x/p${n}#s${index}` : `/docs/4.x/p${n}`,
    title: index === 1 && heading ? heading : `${WORDS[(n + index) % WORDS.length]} page ${n}`,
    titles: index ? [`page ${n}`] : [],
    content: `${WORDS[(n * 3 + index) % WORDS.length]} and v${n % 50}. ${own(n, index)} ${
      index === 1 ? edit : ''
    }`,
    level: index ? 2 : 1,
  }))
}

/** 400 pages, numbered 0 to 399. */
const SITE: PageSpec[] = Array.from({ length: 400 }, (_, n) => ({ n }))

const dirs: string[] = []
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'aster-search-edit-'))
  dirs.push(dir)
  return dir
}
const spills: SearchPartSpill[] = []
afterEach(async () => {
  for (const spill of spills.splice(0)) spill.remove()
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/**
 * The search step over `pages`, with the memo of the project at `root`; its parts in memory or,
 * as a large site's build gives them, in a spill file.
 */
async function build(pages: PageSpec[], root: string, spilled = false, gate?: Int32Array) {
  const parts = pages.map((page) => encodePageSearch(sectionsOf(page)))
  const keys = pages.map((page) => JSON.stringify(page))
  let packed: PackedParts = packPageSearch(parts)
  if (spilled) {
    const spill = new SearchPartSpill()
    spills.push(spill)
    const spans = new Float64Array(parts.flatMap((part) => Object.values(spill.add(part))))
    spill.close()
    packed = { file: spill.file, spans }
  }
  const outDir = await tempDir()
  const outcome = await runSearchTask({
    sections: { docsv4: packed },
    pageKeys: { docsv4: keys },
    outDir,
    root,
    keyPrefix: 'test',
    contentKey: createHash('sha256').update(keys.join('\0')).digest('hex'),
    gate,
  })
  return { outcome, files: await files(outDir) }
}

/** The step with no cache at all (`CONTENT_CACHE=0`), as `--same-output` builds. */
async function coldBuild(pages: PageSpec[]) {
  const was = process.env.CONTENT_CACHE
  process.env.CONTENT_CACHE = '0'
  try {
    return await build(pages, await tempDir())
  } finally {
    if (was === undefined) delete process.env.CONTENT_CACHE
    else process.env.CONTENT_CACHE = was
  }
}

async function files(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(join(dir, 'search'))).sort()
  const read = names.map(
    async (name) => [name, (await readFile(join(dir, 'search', name))).toString('base64')] as const
  )
  return new Map(await Promise.all(read))
}

/** The edits of the chain, each from the site the one before left. */
const EDITS: [string, (site: PageSpec[]) => PageSpec[]][] = [
  ['a sentence appended to a page', (site) => changed(site, 123, { edit: 'a zebra crossing' })],
  ['a heading changed', (site) => changed(site, 200, { heading: 'Deploying islands' })],
  ['a page removed', (site) => site.filter((page) => page.n !== 50)],
  ['a page added', (site) => [...site.slice(0, 10), { n: 900 }, ...site.slice(10)]],
  ['a heading added to a page', (site) => changed(site, 300, { sections: 4 })],
  ['a sentence appended again', (site) => changed(site, 7, { edit: 'state of the island' })],
]

const changed = (site: PageSpec[], n: number, change: Partial<PageSpec>) =>
  site.map((page) => (page.n === n ? { ...page, ...change } : page))

describe('the search step over a chain of edits', () => {
  it.each([
    ['with the fast path', '1'],
    ['with SEARCH_FAST_EDIT=0', '0'],
  ])('writes what a cold build writes after every edit, %s', async (_, fast) => {
    const was = process.env.SEARCH_FAST_EDIT
    process.env.SEARCH_FAST_EDIT = fast
    try {
      const root = await tempDir()
      let site = SITE
      await build(site, root)
      const outcomes: SearchOutcome[] = []
      for (const [index, [, edit]] of EDITS.entries()) {
        site = edit(site)
        const edited = await build(site, root, index % 2 === 1)
        const cold = await coldBuild(site)
        expect(edited.outcome.manifest).toEqual(cold.outcome.manifest)
        expect(edited.files).toEqual(cold.files)
        outcomes.push(edited.outcome)
      }
      // several term shards and display values: most of them kept from the build before
      const [sentence] = outcomes
      expect(sentence!.manifest.versions[4].terms.length).toBeGreaterThan(3)
      expect(sentence!.manifest.versions[4].displayCount).toBeGreaterThan(20)
      // an edit that keeps the site's pages reads the edited page and the pages that share a
      // display value with it (about 7 pages a value here), not the 400
      const reads = outcomes.map((outcome) => outcome.pagesRead!.read)
      if (fast === '1') {
        expect(reads[0]).toBeLessThanOrEqual(10)
        expect(reads[1]).toBeLessThanOrEqual(10)
        expect(reads[5]).toBeLessThanOrEqual(20)
      } else expect(reads).toEqual(outcomes.map((outcome) => outcome.pagesRead!.of))
    } finally {
      if (was === undefined) delete process.env.SEARCH_FAST_EDIT
      else process.env.SEARCH_FAST_EDIT = was
    }
  })

  it('skips the step when the content is the same; a first build writes what no cache does', async () => {
    const root = await tempDir()
    const first = await build(SITE, root)
    expect(first.files).toEqual((await coldBuild(SITE)).files)
    const again = await build(SITE, root, true)
    expect(again.outcome.unchanged).toBe(true)
    expect(again.files).toEqual(first.files)
  })

  it('merges an edit before its gate opens, but waits for it to read every page', async () => {
    const root = await tempDir()
    await build(SITE, root)
    const gate = new Int32Array(new SharedArrayBuffer(4))
    // a sentence appended: a few pages read, no need to wait for the main thread's memory
    const sentence = changed(SITE, 42, { edit: 'an island of state' })
    const edited = await build(sentence, root, true, gate)
    expect(edited.outcome.pagesRead!.read).toBeLessThanOrEqual(10)
    // a page added: a merge from scratch, which waits
    const added = [...sentence, { n: 901 }]
    const pending = build(added, root, true, gate)
    const early = await Promise.race([
      pending.then(() => 'done'),
      new Promise((done) => setTimeout(() => done('waiting'), 1500)),
    ])
    expect(early).toBe('waiting')
    Atomics.store(gate, 0, 1)
    Atomics.notify(gate, 0)
    const late = await pending
    expect(late.files).toEqual((await coldBuild(added)).files)
  })
})
