import { describe, expect, it } from 'vitest'
import { markdownPathOf, pagePathOfMarkdown, prefersMarkdown } from './markdown'

describe('Markdown twins', () => {
  it('maps a page path to its .md twin and back', () => {
    expect(markdownPathOf('/')).toBe('/index.md')
    expect(markdownPathOf('/modules/')).toBe('/modules.md')
    expect(markdownPathOf('/docs/4.x/a')).toBe('/docs/4.x/a.md')
    expect(pagePathOfMarkdown('/index.md')).toBe('/')
    expect(pagePathOfMarkdown('/docs/4.x/a.md')).toBe('/docs/4.x/a')
    expect(pagePathOfMarkdown('/.md')).toBeUndefined()
    expect(pagePathOfMarkdown('/docs/4.x/a')).toBeUndefined()
  })

  it('prefers Markdown only when Accept names it above HTML', () => {
    for (const accept of [
      'text/markdown',
      'text/markdown, text/html',
      'text/html;q=0.9, text/markdown',
      'text/x-markdown, */*',
      'TEXT/MARKDOWN',
    ])
      expect(prefersMarkdown(accept), accept).toBe(true)
    for (const accept of [
      undefined,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/html, text/markdown',
      'text/markdown;q=0.5, text/html',
      'text/markdown;q=0, */*',
      'text/*, text/markdown;q=0.9',
      'text/plain',
    ])
      expect(prefersMarkdown(accept), String(accept)).toBe(false)
  })
})
