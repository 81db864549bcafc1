import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getHighlighter } from './highlighter'
import { compileMarkdown, type CompileOptions } from './index'

const FIXTURES = join(import.meta.dirname, '__fixtures__')
const UPDATE = process.env.UPDATE_GOLDEN === '1'
const NAMES = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.slice(0, -3))
  .sort()

/** Options as the docs build passes them: a 4-line frontmatter and versioned links. */
function optionsFor(name: string): CompileOptions {
  return {
    file: `content/docs/4.x/${name}.md`,
    lineOffset: 4,
    path: `/docs/4.x/${name}`,
    title: `Fixture ${name}`,
    rewriteLink: (href) => href.replace(/^\/docs\/(?!\d+\.x(?:\/|$))/, '/docs/4.x/'),
  }
}

/** Compares with the golden file, or (re)writes it with UPDATE_GOLDEN=1. */
function expectGolden(file: string, actual: string): void {
  const path = join(FIXTURES, file)
  if (UPDATE) return writeFileSync(path, actual)
  if (!existsSync(path)) throw new Error(`missing golden ${file}: run with UPDATE_GOLDEN=1`)
  expect(actual).toBe(readFileSync(path, 'utf8'))
}

describe('compileMarkdown golden files', () => {
  it.each(NAMES)('%s', async (name) => {
    const markdown = readFileSync(join(FIXTURES, `${name}.md`), 'utf8')
    const { html, codeBlocks, ...data } = await compileMarkdown(markdown, optionsFor(name))
    expectGolden(`${name}.html`, `${html}\n`)
    // the code blocks' places in the HTML (for the page's next compile): each a whole <pre>
    for (const [, start, end] of codeBlocks)
      expect(html.slice(start, end)).toMatch(/^<pre[^]*<\/pre>$/)
    expect(codeBlocks).toHaveLength(html.match(/<pre class="shiki/g)?.length ?? 0)
    expectGolden(`${name}.json`, `${JSON.stringify(data, null, 2)}\n`)
  })
})

describe('compileMarkdown XSS', () => {
  const INERT_RES = [
    /javascript:/i,
    /vbscript:/i,
    /data:text\/html/i,
    /<script/i,
    /<style/i,
    /<iframe/i,
    /<base/i,
    /<form/i,
    /<meta/i,
    /<object/i,
    /<embed/i,
    /<link/i,
    /srcdoc/i,
    /\son[a-z]+=/i,
    /\sstyle="(?!--shiki)/i,
    /evil/i,
  ]

  it('leaves nothing executable in xss.md', async () => {
    const markdown = readFileSync(join(FIXTURES, 'xss.md'), 'utf8')
    const { html } = await compileMarkdown(markdown, optionsFor('xss'))
    for (const re of INERT_RES) expect(html).not.toMatch(re)
  })

  it('drops the href of a javascript: autolink', async () => {
    const { html } = await compileMarkdown('<javascript:alert(1)>', optionsFor('autolink'))
    expect(html).toBe('<p><a>javascript:alert(1)</a></p>')
  })
})

describe('compileMarkdown reuse', () => {
  it('reuses one highlighter and compiles the same page to the same HTML twice', async () => {
    expect(getHighlighter()).toBe(getHighlighter())
    const markdown = NAMES.filter((name) => name !== 'xss')
      .map((name) => readFileSync(join(FIXTURES, `${name}.md`), 'utf8'))
      .join('\n\n')
    const first = await compileMarkdown(markdown, optionsFor('all'))
    const second = await compileMarkdown(markdown, optionsFor('all'))
    expect(second.html).toBe(first.html)
  })
})
