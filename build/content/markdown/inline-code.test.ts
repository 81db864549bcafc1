import { describe, expect, it } from 'vitest'
import { Diagnostics } from '../diagnostics'
import { finishPendingCode } from './code-slots'
import { highlightLocally } from './highlighter'
import { compileMarkdown } from './index'

const FILE = 'content/docs/4.x/inline.md'
const OPTIONS = { file: FILE, lineOffset: 2, path: '/docs/4.x/inline', title: 'Inline' }

describe('inline code with a language', () => {
  it('is highlighted like a block: token colour classes inside the <code>', async () => {
    const { html } = await compileMarkdown(
      "Call `useFetch('/api')`{lang=ts} and `plain` here.\n",
      OPTIONS
    )
    expect(html).toMatch(
      /^<p>Call <code data-language="ts" class="shiki"><span class="sk\d+">useFetch<\/span>.*<span class="sk\d+">'\/api'<\/span><span>\)<\/span><\/code> and <code>plain<\/code> here\.<\/p>$/
    )
  })

  it('is highlighted the same when the build defers highlighting to its thread', async () => {
    // deferred first: a block highlighted before in this thread would not be pending
    const deferred = await compileMarkdown('Use `const deferred = 1`{lang="js"}.\n', {
      ...OPTIONS,
      deferHighlight: true,
    })
    const now = await compileMarkdown('Use `const deferred = 1`{lang="js"}.\n', OPTIONS)
    expect(deferred.pendingCode).toHaveLength(1)
    expect((await finishPendingCode(deferred, highlightLocally)).html).toBe(now.html)
  })

  it('stays plain inline code with a warning at its line for an unknown language', async () => {
    const diagnostics = new Diagnostics()
    const { html } = await compileMarkdown('Text\n\nRun `query x`{lang=asterscript}.\n', {
      ...OPTIONS,
      report: diagnostics.reporter(FILE),
    })
    expect(html).toBe('<p>Text</p>\n<p>Run <code>query x</code>.</p>')
    expect(
      diagnostics.warnings.map(({ line, kind, message }) => ({ line, kind, message }))
    ).toEqual([
      {
        line: 5,
        kind: 'code',
        message: 'unknown code language "asterscript"; rendered as plain text',
      },
    ])
  })
})
