import { describe, expect, it } from 'vitest'
import { Diagnostics } from '../diagnostics'
import { compileMarkdown } from './index'

const FILE = 'content/docs/4.x/media.md'

/** Compiles with a reporter (a 2-line frontmatter before the body): HTML and warnings. */
async function compile(markdown: string) {
  const diagnostics = new Diagnostics()
  const { html, links } = await compileMarkdown(markdown, {
    file: FILE,
    lineOffset: 2,
    path: '/docs/4.x/media',
    title: 'Media',
    report: diagnostics.reporter(FILE),
  })
  const warnings = diagnostics.warnings.map(({ line, kind, message }) => ({ line, kind, message }))
  return { html, links, warnings }
}

const KEPT =
  'only <br>, <img> (an http(s) or site-path src, alt, title), <video> with its <source>s (safe attributes) and <sup> <sub> <kbd> <mark> <ins> <del> <s> <small> without attributes are kept'

describe('raw HTML media: rendered or reported, never lost silently', () => {
  it('keeps <img> badges and site images with src, alt and title only', async () => {
    const { html, links, warnings } = await compile(
      '[![CI](https://img.shields.io/badge/ci-green)](https://ci.example.org) <img src="/assets/logo.svg" alt="Logo" title="Aster" onerror="alert(1)" style="color:red" width="20">\n'
    )
    expect(html).toContain(
      '<a href="https://ci.example.org" target="_blank" rel="noopener noreferrer"><img src="https://img.shields.io/badge/ci-green" alt="CI"'
    )
    expect(html).toMatch(/<img src="\/assets\/logo.svg" alt="Logo" title="Aster"[^>]*\/>/)
    expect(html).not.toMatch(/onerror|style=|width=/)
    expect(links).toEqual([{ href: '/assets/logo.svg', line: 3, image: true }])
    expect(warnings).toEqual([])
  })

  it('keeps <video> with safe attributes and its <source>s, dropping handlers, styles and unsafe URLs', async () => {
    const { html, links, warnings } = await compile(
      [
        '<video src="/media/intro.mp4" controls onplay="alert(1)" style="color:red" width="640"></video>',
        '',
        '<video controls poster="javascript:alert(1)" muted>',
        '  <source src="https://cdn.example.org/intro.webm" type="video/webm">',
        '  <source src="javascript:alert(1)" type="video/mp4">',
        '  Your browser does not play video.',
        '</video>',
      ].join('\n')
    )
    expect(html).toBe(
      '<p><video src="/media/intro.mp4" controls="" width="640"></video></p>\n<video controls="" muted=""><source src="https://cdn.example.org/intro.webm" type="video/webm"/></video>'
    )
    expect(links).toEqual([{ href: '/media/intro.mp4', line: 3, image: true }])
    expect(warnings).toEqual([])
  })

  it('drops <iframe>, <div>, <script> and an <img> with an unsafe src, each with a warning naming it at its line', async () => {
    const { html, warnings } = await compile(
      [
        '<iframe src="https://player.example.org/intro"></iframe>',
        '',
        '<img src="javascript:alert(1)" alt="x">',
        '',
        '<div class="note">Hi</div>',
        '',
        '<!-- a comment, invisible by design -->',
        '',
        '<script>alert(1)</script>',
        '',
        'Text stays.',
      ].join('\n')
    )
    // a block of HTML goes whole, its text too: the warning says what to rewrite
    expect(html).toBe('<p>Text stays.</p>')
    expect(warnings.sort((a, b) => a.line - b.line)).toEqual([
      { line: 3, kind: 'component', message: `raw HTML <iframe> dropped: ${KEPT}` },
      { line: 5, kind: 'component', message: `raw HTML <img> dropped: ${KEPT}` },
      { line: 7, kind: 'component', message: `raw HTML <div> dropped: ${KEPT}` },
      { line: 11, kind: 'component', message: `raw HTML <script> dropped: ${KEPT}` },
    ])
  })
})
