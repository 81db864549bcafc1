import { describe, expect, it } from 'vitest'
import { compileMarkdown } from './index'
import { forgetHighlights, highlightKey, previousBlocks } from './highlight-cache'

const page = (code: string, meta = '') =>
  `# Page\n\n\`\`\`ts${meta}\n${code}\n\`\`\`\n\nText after the block.\n`
const compile = (markdown: string, highlights?: Record<string, string>) =>
  compileMarkdown(markdown, { file: 'page.md', lineOffset: 0, path: '/p', title: 'P', highlights })

describe('highlighted-block cache', () => {
  it('keys a block by language, marked lines and code', () => {
    const key = highlightKey('ts', '', 'const a = 1')
    expect(highlightKey('ts', '', 'const a = 1')).toBe(key)
    expect(highlightKey('js', '', 'const a = 1')).not.toBe(key)
    expect(highlightKey('ts', '{1}', 'const a = 1')).not.toBe(key)
    expect(highlightKey('ts', '', 'const a = 2')).not.toBe(key)
  })

  it('locates each block in the HTML, and renders the page the same from them in a new process', async () => {
    const markdown = `${page('export const answer: number = 42', ' {1}')}\n${page('let b = 2')}`
    const fresh = await compile(markdown)
    expect(fresh.html).toContain('<span class="line highlighted">')
    // two blocks, each span one whole <pre> of the HTML
    expect(fresh.codeBlocks).toHaveLength(2)
    for (const [, start, end] of fresh.codeBlocks) {
      expect(fresh.html.slice(start, start + 4)).toBe('<pre')
      expect(fresh.html.slice(end - 6, end)).toBe('</pre>')
    }
    const blocks = previousBlocks(fresh)
    expect(Object.keys(blocks)).toEqual(fresh.codeBlocks.map(([key]) => key))
    // a new process has an empty memory: the blocks come from the previous compile
    forgetHighlights()
    expect((await compile(markdown, blocks)).html).toBe(fresh.html)
  })

  it('takes a block from the previous compile instead of highlighting it again', async () => {
    const code = 'let reused = true'
    const first = await compile(page(code))
    const blocks = previousBlocks(first)
    expect(blocks).toHaveProperty(highlightKey('typescript', '', code))
    // a marker in the previous HTML shows which path the next compile took
    const marked = Object.fromEntries(
      Object.entries(blocks).map(([key, html]) => [key, html.replace('reused', 'from-cache')])
    )
    forgetHighlights()
    // the page edited around the block: its block still comes from the previous compile
    const edited = await compile(`Intro.\n\n${page(code)}`, marked)
    expect(edited.html).toContain('from-cache')
    // ...and is located in the new HTML, for the next edit
    const [[, start, end]] = edited.codeBlocks as [[string, number, number]]
    expect(edited.html.slice(start, end)).toContain('from-cache')
    // an edited block is another key: highlighted afresh
    forgetHighlights()
    expect((await compile(page(`${code} // edited`), marked)).html).not.toContain('from-cache')
  })
})
