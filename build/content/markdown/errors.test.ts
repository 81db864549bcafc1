import { describe, expect, it } from 'vitest'
import { ContentError } from '../../../src/shared/content/content-error'
import { compileMarkdown } from './index'

const FILE = 'content/docs/4.x/2.guide/1.intro.md'
/** The body starts on file line 5 (a 4-line frontmatter). */
const OPTIONS = { file: FILE, lineOffset: 4, path: '/docs/4.x/guide/intro', title: 'Intro' }

async function compileError(markdown: string): Promise<ContentError> {
  const error = await compileMarkdown(markdown, OPTIONS).then(
    () => undefined,
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(ContentError)
  return error as ContentError
}

describe('compileMarkdown content errors', () => {
  it('reports an unknown block component at its file line', async () => {
    const error = await compileError('Intro\n\n::foo\nBody\n::\n')
    expect(error.line).toBe(7)
    expect(error.message).toMatch(
      new RegExp(`^${FILE}:7: unknown component "::foo"; known components: badge, br, callout, `)
    )
  })

  it('reports an unknown inline component', async () => {
    const error = await compileError('# Title\n\nSome :fancy[text] here.\n')
    expect(error.message).toMatch(`${FILE}:7: unknown component ":fancy"`)
  })

  it('reports an unknown nested component at its own line', async () => {
    const error = await compileError('::card-group\n  :::cardd{title="x"}\n  :::\n::\n')
    expect(error.message).toMatch(`${FILE}:6: unknown component "::cardd"`)
  })

  it('reports a prop value outside the allowed set', async () => {
    const error = await compileError('\n:badge[x]{color="purple"}\n')
    expect(error.message).toBe(
      `${FILE}:6: prop "color" of ":badge" must be one of primary, secondary, neutral, important, info, success, warning, error; got "purple"`
    )
  })

  it('reports an icon that is not an icon class', async () => {
    const error = await compileError('::tip{icon="evil class"}\nx\n::\n')
    expect(error.message).toMatch(
      `${FILE}:5: prop "icon" of "::tip" must be a value like "i-lucide-rocket"`
    )
  })

  it('reports a bound prop that is not JSON', async () => {
    const error = await compileError("::card{:title='{oops'}\n::\n")
    expect(error.message).toMatch(`${FILE}:5: prop "title" of "::card" is not valid JSON`)
  })

  it('reports a prop of the wrong type', async () => {
    const error = await compileError("::card{:title='[1,2]'}\n::\n")
    expect(error.message).toMatch(`prop "title" of "::card" must be a string, got [1,2]`)
  })

  it('reports a missing required prop', async () => {
    const error = await compileError('Text\n\n:read-more{title="x"}\n')
    expect(error.message).toBe(`${FILE}:7: ":read-more" needs a "to" prop`)
  })

  it('reports an unknown slot', async () => {
    const error = await compileError('::card{title="x"}\nBody\n#footer\nFoot\n::\n')
    expect(error.message).toMatch(`${FILE}:7: unknown slot "#footer" in "::card"; it has none`)
  })

  it('reports content a container does not accept', async () => {
    const error = await compileError('::code-group\n```bash [npm]\nnpm i\n```\n\nSome text\n::\n')
    expect(error.message).toBe(
      `${FILE}:10: "::code-group" only accepts code blocks as children, found a paragraph`
    )
  })

  it('explains that MDC bindings are not supported', async () => {
    const error = await compileError('Version {{ $doc.version }}\n')
    expect(error.message).toMatch(`${FILE}:5: MDC bindings ("{{ $doc.x }}") are not supported`)
  })

  it('drops unknown props instead of failing', async () => {
    const { html } = await compileMarkdown('::tip{onclick="x" data-x="y"}\nSafe\n::\n', OPTIONS)
    expect(html).not.toMatch(/onclick|data-x/)
  })
})
