import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileMarkdown } from './index'
import { forgetHighlights, highlightKey, useHighlightFolder } from './highlight-cache'

const dir = await mkdtemp(join(tmpdir(), 'aster-highlight-'))
afterAll(async () => {
  useHighlightFolder(undefined)
  await rm(dir, { recursive: true, force: true })
})

const page = (code: string, meta = '') =>
  `# Page\n\n\`\`\`ts${meta}\n${code}\n\`\`\`\n\nText after the block.\n`
const compile = async (markdown: string) =>
  (await compileMarkdown(markdown, { file: 'page.md', lineOffset: 0, path: '/p', title: 'P' })).html

describe('highlighted-block cache', () => {
  it('keys a block by language, marked lines and code', () => {
    const key = highlightKey('ts', '', 'const a = 1')
    expect(highlightKey('ts', '', 'const a = 1')).toBe(key)
    expect(highlightKey('js', '', 'const a = 1')).not.toBe(key)
    expect(highlightKey('ts', '{1}', 'const a = 1')).not.toBe(key)
    expect(highlightKey('ts', '', 'const a = 2')).not.toBe(key)
  })

  it('renders a page the same from the cache as from Shiki, across processes', async () => {
    useHighlightFolder(dir)
    const markdown = `${page('export const answer: number = 42', ' {1}')}\n${page('let b = 2')}`
    const fresh = await compile(markdown)
    expect(fresh).toContain('<span class="line highlighted">')
    // one file per markdown file, with its two blocks: what the next build reads back
    expect(await readdir(dir)).toHaveLength(1)
    const stored = JSON.parse(await readFile(join(dir, (await readdir(dir))[0]!), 'utf8'))
    expect(Object.keys(stored)).toHaveLength(2)
    // a new process has an empty memory: the block comes from the folder
    forgetHighlights()
    expect(await compile(markdown)).toBe(fresh)
  })

  it('reads a block back from the folder instead of highlighting it again', async () => {
    await rm(dir, { recursive: true, force: true })
    useHighlightFolder(dir)
    const code = 'let reused = true'
    await compile(page(code))
    const file = join(dir, (await readdir(dir))[0]!)
    const stored = await readFile(file, 'utf8')
    expect(JSON.parse(stored)).toHaveProperty(highlightKey('typescript', '', code))
    // a marker in the stored HTML shows which path the next compile took
    await writeFile(file, stored.replace('reused', 'from-cache'))
    forgetHighlights()
    // the page edited around the block (another page text): its block still comes from the file
    expect(await compile(`Intro.\n\n${page(code)}`)).toContain('from-cache')
    // an edited block is another key: highlighted afresh
    expect(await compile(page(`${code} // edited`))).not.toContain('from-cache')
  })
})
