import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildContent } from '../../content/index'
import type { Corpus } from './corpus'
import { measureParserPaths } from './parser-paths'
import { generateRealCorpus } from './real-corpus'

const PAGES = 60
const ROOT = join(import.meta.dirname, '../../..')

/** One line or span of each construct of REAL_MIX, as the markdown shows it. */
const SEEN: Record<string, RegExp> = {
  'raw HTML block': /^<(video|img|!--)/m,
  'inline HTML': /<(kbd|sup|del)>/,
  escapes: /\\[<_[*]/,
  entities: /&(nbsp|rarr|lt|mdash|trade);/,
  'nested list': /^- .+\n {2}- /m,
  'block quote': /^> (?!\[!)/m,
  alert: /^> \[!(NOTE|TIP|WARNING|IMPORTANT)\]$/m,
  component: /^::(note|tip|warning|important|caution|card|callout|read-more)/m,
  'code group': /^::code-group$/m,
  table: /^\| Option \| Default \|/m,
}

describe('generateRealCorpus (--corpus real)', () => {
  let scratch: string
  let corpus: Corpus
  let texts: string[]

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'aster-real-corpus-test-'))
    corpus = await generateRealCorpus(join(scratch, 'a'), PAGES, 3)
    texts = await Promise.all(corpus.pages.map((page) => readFile(page.file, 'utf8')))
  })
  afterAll(() => rm(scratch, { recursive: true, force: true }))

  it('carries every construct of real docs on some page', () => {
    for (const [name, re] of Object.entries(SEEN))
      expect(
        texts.some((text) => re.test(text)),
        name
      ).toBe(true)
  })

  it('writes the same bytes for the same seed', async () => {
    const again = await generateRealCorpus(join(scratch, 'b'), PAGES, 3)
    const other = await Promise.all(again.pages.map((page) => readFile(page.file, 'utf8')))
    expect(other).toEqual(texts)
  })

  it('builds with no error, and sends part of its pages to micromark', async () => {
    const built = await buildContent(corpus.contentDir)
    expect(built.collections.flatMap((c) => c.rows).length).toBe(PAGES)
    const paths = await measureParserPaths(
      corpus.pages.map((page) => page.file),
      ROOT
    )
    expect(paths!.fast).toBeLessThan(PAGES)
    expect(paths!.reasons.reduce((sum, [, pages]) => sum + pages, 0)).toBe(PAGES - paths!.fast)
    expect(paths!.reasons.every(([where]) => /^[\w-]+\.ts(:\d+)? /.test(where))).toBe(true)
  })
})
