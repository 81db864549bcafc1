import { describe, expect, it } from 'vitest'
import { createHighlightPattern, escapeHtml, highlightSnippet, markMatches } from './highlight'

describe('highlighted snippets', () => {
  it('escapes HTML before marking matches', () => {
    expect(highlightSnippet('Use <AsterLink> & <script>alert(1)</script> links', 'asterlink')).toBe(
      'Use &lt;<mark>AsterLink</mark>&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt; links'
    )
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
    // quotes are inert in element content and stay as they are (shorter answers)
    expect(highlightSnippet(`config.set("mode", 'edge')`, 'mode')).toBe(
      `config.set("<mark>mode</mark>", 'edge')`
    )
  })

  it('marks word prefixes case-insensitively, not the middle of words', () => {
    expect(markMatches('Routing and reroute', createHighlightPattern('rout'))).toBe(
      '<mark>Rout</mark>ing and reroute'
    )
  })

  it('treats query text literally (regex syntax escaped)', () => {
    expect(markMatches('a (b) c.* d', createHighlightPattern('(b) c.*'))).toBe(
      'a (<mark>b</mark>) <mark>c</mark>.* d'
    )
    expect(createHighlightPattern('  ')).toBeNull()
  })

  it('marks CJK runs and their bigrams', () => {
    expect(markMatches('这是中文社区的页面', createHighlightPattern('中文社区'))).toBe(
      '这是<mark>中文社区</mark>的页面'
    )
    expect(markMatches('社区与中文', createHighlightPattern('中文社区'))).toBe(
      '<mark>社区</mark>与<mark>中文</mark>'
    )
  })

  it('centres a long text on the first match with ellipses', () => {
    const text = `${'lorem ipsum '.repeat(30)}hydration mismatch ${'dolor sit '.repeat(30)}`
    const snippet = highlightSnippet(text, 'hydration', 80)
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet).toContain('<mark>hydration</mark>')
    expect(snippet.replace(/<\/?mark>/g, '').length).toBeLessThanOrEqual(82)
  })

  it('counts a CJK character as two columns, so Chinese snippets fill the same two lines', () => {
    const text = `${'部署'.repeat(100)}`
    const snippet = highlightSnippet(text, 'nothing', 80)
    expect(snippet).toBe(`${'部署'.repeat(20)}…`)
    const mixed = highlightSnippet(
      `${'中文'.repeat(40)} hydration ${'社区'.repeat(40)}`,
      'hydration',
      60
    )
    const plain = mixed.replace(/<\/?mark>|…/g, '')
    // up to 20 columns before the match (a space and 9 characters), 60 columns in all
    expect(plain).toBe(`文${'中文'.repeat(4)} hydration ${'社区'.repeat(7)}社`)
  })

  it('never cuts a surrogate pair (emoji) in half', () => {
    const snippet = highlightSnippet(`${'a'.repeat(9)}😀😀 tail`, 'nothing', 10)
    expect(snippet).toBe(`${'a'.repeat(9)}…`)
  })

  it('starts at the beginning without a match', () => {
    expect(highlightSnippet('Short text.', 'nothing')).toBe('Short text.')
  })
})
