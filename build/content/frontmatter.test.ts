import { describe, expect, it } from 'vitest'
import type { ContentIssueClass } from '../../src/shared/content/content-error'
import { BlogFrontmatterSchema } from '../../src/shared/content/schemas/blog'
import { PageFrontmatterSchema } from '../../src/shared/content/schemas/page'
import type { FileReporter } from './diagnostics'
import { parseMarkdownSource, validate } from './frontmatter'

const FILE = 'content/docs/4.x/01.page.md'

interface Reported {
  line: number
  kind: ContentIssueClass
  message: string
  hint?: string
}

function recorder(): FileReporter & { issues: Reported[] } {
  const issues: Reported[] = []
  const push = (line: number, kind: ContentIssueClass, message: string, hint?: string) =>
    issues.push({ line, kind, message, ...(hint ? { hint } : {}) })
  return { issues, error: push, warn: push }
}

/** Parses and validates a page frontmatter given as YAML lines. */
function readPage(lines: string[], report?: FileReporter) {
  const parsed = parseMarkdownSource(FILE, `---\n${lines.join('\n')}\n---\nBody\n`, report)
  return validate(FILE, PageFrontmatterSchema, parsed.data, parsed.lineOf, report)
}

describe('tolerant frontmatter', () => {
  it('keeps unknown keys at every level, in the validated output', () => {
    const front = readPage([
      'title: Page',
      'layout: docs',
      'links:',
      '  - label: GitHub',
      '    to: https://github.com/aster',
      '    size: xs',
      'navigation:',
      '  title: Short',
      '  foo: 1',
      'seo:',
      '  title: SEO',
      '  foo: bar',
    ])!
    expect(front).toMatchObject({
      layout: 'docs',
      links: [{ label: 'GitHub', to: 'https://github.com/aster', size: 'xs' }],
      navigation: { title: 'Short', foo: 1 },
      seo: { title: 'SEO', foo: 'bar' },
    })
  })

  it('still validates the types of known keys, nested too', () => {
    expect(() => readPage(['title: Page', 'seo:', '  title: 3'])).toThrow(
      `${FILE}:4: "seo.title": Invalid type`
    )
    expect(() => readPage(['title: Page', 'navigation:', '  icon: [a]'])).toThrow(
      `${FILE}:4: "navigation.icon": Invalid type`
    )
  })

  it('keeps unknown author keys in a blog article', () => {
    const parsed = parseMarkdownSource(
      FILE,
      '---\ntitle: Post\ncategory: Release\ndate: 2024-01-02\nauthors:\n  - name: Ada\n    twitter: ada\n---\n'
    )
    const front = validate(FILE, BlogFrontmatterSchema, parsed.data, parsed.lineOf)
    expect(front.authors[0]).toEqual({ name: 'Ada', twitter: 'ada' })
  })
})

describe('dotted keys', () => {
  it('are folded into objects, at any depth, merged with a mapping', () => {
    const front = readPage([
      'title: Page',
      'navigation.title: Short',
      'navigation.icon: i-lucide-rocket',
      'head.title: Head title',
      'head.meta.og.type: article',
      'seo:',
      '  title: SEO',
      'seo.description: Described',
    ])!
    expect(front.navigation).toEqual({ title: 'Short', icon: 'i-lucide-rocket' })
    expect(front.head).toEqual({ title: 'Head title', meta: { og: { type: 'article' } } })
    expect(front.seo).toEqual({ title: 'SEO', description: 'Described' })
    expect(Object.keys(front)).not.toContain('navigation.title')
  })

  it('report problems at the dotted key line', () => {
    expect(() => readPage(['title: Page', 'description: x', 'navigation.title: 3'])).toThrow(
      `${FILE}:4: "navigation.title": Invalid type`
    )
  })

  it('colliding with a value that is not a mapping is a frontmatter error at its line', () => {
    const lines = ['title: Page', 'navigation: false', 'navigation.title: Short']
    expect(() => readPage(lines)).toThrow(
      `${FILE}:4: "navigation.title" sets a key inside "navigation", which is false and not a mapping`
    )
    const report = recorder()
    expect(readPage(lines, report)).toMatchObject({ navigation: false })
    expect(report.issues).toEqual([
      expect.objectContaining({ line: 4, kind: 'frontmatter', hint: expect.any(String) }),
    ])
  })

  it('setting a key twice is an error', () => {
    expect(() => readPage(['title: Page', 'seo:', '  title: A', 'seo.title: B'])).toThrow(
      `${FILE}:5: "seo.title" is set twice`
    )
  })
})

describe('redirect', () => {
  it('accepts a site path or an http(s) URL', () => {
    expect(readPage(['title: Page', 'redirect: /docs/4.x/guide'])!.redirect).toBe('/docs/4.x/guide')
    expect(readPage(['title: Page', 'redirect: https://example.com/x'])!.redirect).toBe(
      'https://example.com/x'
    )
  })

  it('refuses other schemes', () => {
    expect(() => readPage(['title: Page', 'redirect: "javascript:alert(1)"'])).toThrow(
      `${FILE}:3: "redirect": must be a site path`
    )
  })
})

describe('validate with a reporter', () => {
  it('reports every issue at once, each at its line, with hints', () => {
    const report = recorder()
    const front = readPage(
      [
        'description: 3',
        'navigation: 3',
        'links:',
        '  - label: GitHub',
        '    to: "javascript:void(0)"',
        '    target: _top',
        'heroOpacity: 2',
      ],
      report
    )
    expect(front).toBeUndefined()
    expect(report.issues.map(({ line, kind }) => [line, kind])).toEqual([
      [2, 'frontmatter'],
      [2, 'frontmatter'],
      [3, 'frontmatter'],
      [6, 'frontmatter'],
      [7, 'frontmatter'],
      [8, 'frontmatter'],
    ])
    expect(report.issues[0]!.message).toBe('"title" is required')
    expect(report.issues[2]).toMatchObject({
      message: expect.stringMatching(/^"navigation": /),
      hint: 'allowed: false, true, a mapping',
    })
    expect(report.issues[4]).toMatchObject({
      message: expect.stringMatching(/^"links\.0\.target": /),
      hint: 'allowed: "_blank", "_self"',
    })
  })

  it('throws only the first issue without a reporter', () => {
    expect(() => readPage(['navigation: 3', 'heroOpacity: 2'])).toThrow(
      `${FILE}:2: "title" is required`
    )
  })

  it('YAML syntax errors are kind yaml', () => {
    const error = (() => {
      try {
        readPage(['title: [unclosed'])
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toMatchObject({ kind: 'yaml', line: 2 })
  })
})
