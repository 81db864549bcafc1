import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentError } from '../../../src/shared/content/content-error'
import {
  ACCENT_CLASSES,
  BADGE_CLASSES,
  CALLOUT_CLASSES,
  CONTENT_COLORS,
} from '../components/colors'
import {
  createComponentRegistry,
  DEFAULT_COMPONENT_REGISTRY,
  type ComponentRegistry,
} from '../components/registry'
import { loadComponentRegistry, loadSiteComponents } from '../components/site'
import { Diagnostics } from '../diagnostics'
import { compileMarkdown, type CompileOptions } from './index'

const FILE = 'content/docs/4.x/2.guide/1.intro.md'
/** The body starts on file line 5 (a 4-line frontmatter). */
const OPTIONS: CompileOptions = {
  file: FILE,
  lineOffset: 4,
  path: '/docs/4.x/guide/intro',
  title: 'Intro',
}
const FIXTURES = join(import.meta.dirname, '..', '__fixtures__')
const SITE_DIR = join(FIXTURES, 'site-components', '_components')

/** Compiles with a reporter: every problem is collected and the compile goes on. */
async function compileReported(
  markdown: string,
  extra: Partial<CompileOptions> = {}
): Promise<{ html: string; diagnostics: Diagnostics }> {
  const diagnostics = new Diagnostics()
  const report = diagnostics.reporter(FILE)
  const { html } = await compileMarkdown(markdown, { ...OPTIONS, ...extra, report })
  return { html, diagnostics }
}

/** The first ContentError a compile throws (no reporter: the old behaviour). */
async function compileError(markdown: string, registry?: ComponentRegistry): Promise<ContentError> {
  const error = await compileMarkdown(markdown, { ...OPTIONS, registry }).then(
    () => undefined,
    (caught: unknown) => caught
  )
  expect(error).toBeInstanceOf(ContentError)
  return error as ContentError
}

/** The inner HTML of the first `<summary>`. */
function summaryOf(out: string): string {
  return /<summary[^>]*>(.*?)<\/summary>/.exec(out)?.[1] ?? ''
}

async function html(markdown: string, registry?: ComponentRegistry): Promise<string> {
  return (await compileMarkdown(markdown, { ...OPTIONS, registry })).html
}

describe('built-in prose components', () => {
  it(':br breaks a line inside a paragraph and a table cell', async () => {
    expect(await html('Line one :br line two\n')).toMatch(/^<p>Line one <br\/> line two<\/p>$/)
    const table = await html('| a | b |\n| - | - |\n| one :br two | x |\n')
    expect(table).toContain('<td>one <br/> two</td>')
  })

  it('leaves colons in text alone: a:b, 10:30, word:br are not components', async () => {
    const out = await html('Ratio a:b at 10:30, see word:br and http://x.example\n')
    expect(out).toContain('Ratio a:b at 10:30, see word:br and')
    expect(out).not.toContain('<br')
  })

  it('::details with a #summary slot is a native disclosure', async () => {
    const out = await html('::details\n#summary\nClick **me**\n\n#default\nHidden text\n::\n')
    expect(out).toMatch(/^<details class="[^"]*">/)
    expect(out).toMatch(/<summary[^>]*>.*Click <strong>me<\/strong><\/summary>/)
    expect(out.indexOf('Hidden text')).toBeGreaterThan(out.indexOf('</summary>'))
    expect(summaryOf(out)).not.toContain('<p>')
    expect(out).not.toMatch(/\sopen=/)
  })

  it('::details takes a :summary or :::summary child, and opens with {open}', async () => {
    const inline = await html('::details{open}\n:summary[Short label]\n\nBody\n::\n')
    expect(inline).toMatch(/<details [^>]*open="">/)
    expect(inline).toMatch(/<summary[^>]*>.*Short label<\/summary>/)
    expect(inline).toContain('<p>Body</p>')
    const block = await html('::details\n  :::summary\n  Block label\n  :::\n\nBody\n::\n')
    expect(block).toMatch(/<summary[^>]*>.*Block label<\/summary>/)
    expect(summaryOf(block)).not.toContain('<p>')
  })

  it('::details without a label reads "Details"', async () => {
    expect(await html('::details\nBody\n::\n')).toMatch(/<summary[^>]*>.*Details<\/summary>/)
  })

  it('a summary outside ::details is an error', async () => {
    const error = await compileError('::summary\nLost\n::\n')
    expect(error.message).toBe(`${FILE}:5: "::summary" is only allowed directly inside "::details"`)
    expect(error.kind).toBe('component')
  })

  it('::code-collapse wraps code blocks with a native expand/collapse toggle', async () => {
    const code = Array.from({ length: 40 }, (_, i) => `const line${i} = ${i}`).join('\n')
    const out = await html(`::code-collapse\n\`\`\`ts [long.ts]\n${code}\n\`\`\`\n::\n`)
    expect(out).toMatch(/^<div class="code-collapse [^"]*">/)
    expect(out).toContain('data-code-block=""')
    expect(out).toContain('long.ts')
    expect(out).toContain('line39')
    // the toggle: a <details> after the code, whose <summary> says what it does in each state
    expect(out.indexOf('<details')).toBeGreaterThan(out.indexOf('line39'))
    expect(out).toMatch(
      /<summary[^>]*>.*Expand code.*Collapse code.*<\/summary><\/details><\/div>$/
    )
  })

  it('::code-collapse accepts a code group and rejects text', async () => {
    const group = '::code-collapse\n  :::code-group\n  ```bash [npm]\n  npm i\n  ```\n  :::\n::\n'
    expect(await html(group)).toContain('data-code-group=""')
    const error = await compileError('::code-collapse\nSome text\n::\n')
    expect(error.message).toBe(
      `${FILE}:6: "::code-collapse" only accepts code blocks or "::code-group" as children, found a paragraph`
    )
  })

  it('::callout and the callout kinds take every content colour', async () => {
    const secondary = await html('::callout{color="secondary"}\nText\n::\n')
    expect(secondary).toMatch(/data-callout="callout"/)
    expect(secondary).toContain('border-indigo-200')
    const note = await html('::note{color="success"}\nText\n::\n')
    expect(note).toMatch(/data-callout="note"/)
    expect(note).toContain('border-emerald-200')
    expect(note).not.toContain('border-blue-200')
    for (const kind of ['tip', 'warning', 'important', 'caution']) {
      expect(await html(`::${kind}{color="error"}\nText\n::\n`)).toContain('border-red-200')
    }
  })

  it('gives every content colour its light and dark classes', () => {
    const colors = DEFAULT_COMPONENT_REGISTRY.components.callout!.props.color!.values!
    expect(colors).toEqual(CONTENT_COLORS)
    for (const color of CONTENT_COLORS) {
      for (const classes of [CALLOUT_CLASSES, ACCENT_CLASSES, BADGE_CLASSES]) {
        expect(classes[color]).toMatch(/^(?=.*\b(?:bg|text|border)-[a-z]+-\d+)(?=.*\bdark:)/)
      }
    }
  })
})

describe('site components', () => {
  it('loads each <name>.tsx of the folder, skipping _helpers; a missing folder is none', async () => {
    const site = await loadSiteComponents(SITE_DIR)
    expect(Object.keys(site).sort()).toEqual(['hero-banner', 'version-tag'])
    expect(site['hero-banner']!.slots).toEqual(['footer'])
    expect(site['hero-banner']!.source).toBe(
      'build/content/__fixtures__/site-components/_components/hero-banner.tsx'
    )
    expect(await loadSiteComponents(join(FIXTURES, 'nope', '_components'))).toEqual({})
  })

  it('renders a site component with its props, slots and children', async () => {
    const registry = await loadComponentRegistry(SITE_DIR)
    const out = await html(
      '::hero-banner{title="Welcome" tone="loud" compact link="/docs/4.x/guide"}\nHello **there**\n\n#footer\nSmall print\n::\n',
      registry
    )
    expect(out).toMatch(/^<section class="hero-banner" data-tone="LOUD" data-compact="true">/)
    expect(out).toContain('<a href="/docs/4.x/guide">Welcome</a>')
    expect(out).toContain('<div class="hero-body"><p>Hello <strong>there</strong></p>')
    expect(out).toContain('<footer>Small print</footer>')
    const inline = await html('New :version-tag{version="4.1"} API\n', registry)
    expect(inline).toBe(
      '<p>New <span class="version-tag" data-inline="true">since v4.1</span> API</p>'
    )
  })

  it('maps kebab-case attributes to camelCase props: {releaseNote} and {release-note} both arrive', async () => {
    const registry = await loadComponentRegistry(SITE_DIR)
    for (const attribute of ['releaseNote', 'release-note'])
      expect(
        await html(`New :version-tag{version="4.1" ${attribute}="v4-1"} API\n`, registry)
      ).toBe(
        '<p>New <span class="version-tag" data-inline="true" data-note="v4-1">since v4.1</span> API</p>'
      )
  })

  it('vets site props like the built-ins: unsafe URLs and unknown props are dropped', async () => {
    const registry = await loadComponentRegistry(SITE_DIR)
    const out = await html(
      '::hero-banner{title="T" link="javascript:alert(1)" onclick="x" style="color:red"}\nBody\n::\n',
      registry
    )
    expect(out).toContain('<strong>T</strong>')
    expect(out).not.toMatch(/javascript|onclick|style=|<a /)
  })

  it('reports every bad site prop value with the allowed values', async () => {
    const registry = await loadComponentRegistry(SITE_DIR)
    const { diagnostics } = await compileReported(
      '::hero-banner{tone="angry"}\nBody\n\n#header\nX\n::\n\n:version-tag{version="four"}\n',
      { registry }
    )
    expect(
      diagnostics.errors.map(({ line, kind, message, hint }) => ({ line, kind, message, hint }))
    ).toEqual([
      {
        line: 5,
        kind: 'component',
        message: 'prop "tone" of "::hero-banner" must be one of calm, loud; got "angry"',
        hint: 'allowed: calm, loud',
      },
      {
        line: 5,
        kind: 'component',
        message: '"::hero-banner" needs a "title" prop',
        hint: 'write ::hero-banner{title="..."}',
      },
      {
        line: 12,
        kind: 'component',
        message: 'prop "version" of ":version-tag" must be a value like "4.1"; got "four"',
        hint: 'e.g. 4.1',
      },
    ])
  })

  it('reports an unknown slot of a site component with its known slots', async () => {
    const registry = await loadComponentRegistry(SITE_DIR)
    const { diagnostics } = await compileReported(
      '::hero-banner{title="T"}\nBody\n\n#footr\nX\n::\n',
      { registry }
    )
    expect(diagnostics.errors).toMatchObject([
      {
        line: 8,
        message: 'unknown slot "#footr" in "::hero-banner"; known slots: #footer',
        hint: 'did you mean "#footer"?',
      },
    ])
  })

  it('a site component with the name of a built-in is an error naming the file', async () => {
    const error = await loadSiteComponents(join(FIXTURES, 'site-components-clash', '_components'))
      .then(() => undefined)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentError)
    expect((error as ContentError).message).toBe(
      'build/content/__fixtures__/site-components-clash/_components/note.tsx:1: "note" is a built-in component; a site component cannot replace it'
    )
    expect((error as ContentError).kind).toBe('component')
    const site = await loadSiteComponents(SITE_DIR)
    expect(() => createComponentRegistry({ note: site['hero-banner']! })).toThrow(
      /hero-banner\.tsx:1: site component "note" has the name of a built-in component/
    )
  })

  it('a file name that is not kebab-case, or without a default export, is an error', async () => {
    const badName = await loadSiteComponents(
      join(FIXTURES, 'site-components-bad-name', '_components')
    )
      .then(() => undefined)
      .catch((caught: unknown) => caught as ContentError)
    expect(badName?.message).toMatch(
      /_components\/HeroBanner\.tsx:1: component file names are kebab-case/
    )
    expect(badName?.hint).toBe('rename it to hero-banner.tsx')
    const noDefault = await loadSiteComponents(
      join(FIXTURES, 'site-components-no-default', '_components')
    )
      .then(() => undefined)
      .catch((caught: unknown) => caught as ContentError)
    expect(noDefault?.message).toMatch(
      /no-default\.tsx:1: a site component file must `export default`/
    )
  })

  it('a prop used as a URL by one component and as text by another is an error', async () => {
    const site = await loadSiteComponents(SITE_DIR)
    const entry = site['version-tag']!
    expect(() =>
      createComponentRegistry({ 'x-link': { ...entry, props: { title: { kind: 'url' } } } })
    ).toThrow(/prop "title" of "x-link" is a URL but is not/)
  })
})

describe('component problems with a reporter', () => {
  it('reports every unknown component of a file in one compile, with hints', async () => {
    const { html: out, diagnostics } = await compileReported(
      [
        '::code-grup',
        '```bash [npm]',
        'npm i',
        '```',
        '::',
        '',
        'Press :kdb[K] now.',
        '',
        '::warnin',
        'Careful',
        '::',
      ].join('\n')
    )
    const remedies = (name: string) =>
      `write a site component in content/_components/${name}.tsx, or render its content: add "components: { unknown: children }" to content/content.config.yml`
    expect(diagnostics.errors.map(({ line, kind, hint }) => ({ line, kind, hint }))).toEqual([
      {
        line: 5,
        kind: 'component',
        hint: `did you mean "::code-group"? Or ${remedies('code-grup')}`,
      },
      { line: 11, kind: 'component', hint: `did you mean ":kbd"? Or ${remedies('kdb')}` },
      { line: 13, kind: 'component', hint: `did you mean "::warning"? Or ${remedies('warnin')}` },
    ])
    expect(diagnostics.errors[0]!.message).toBe('unknown component "::code-grup"')
    // the compile went on: each bad component was replaced by its content
    expect(out).toContain('data-code-block=""')
    expect(out).toContain('npm')
    expect(out).toContain('<p>Press K now.</p>')
    expect(out).toContain('<p>Careful</p>')
  })

  it('reports bad props, slots and children together and keeps compiling', async () => {
    const { diagnostics } = await compileReported(
      [
        ':badge[x]{color="warnng"}',
        '',
        '::card{title="x"}',
        'Body',
        '#footer',
        'Foot',
        '::',
        '',
        '::code-group',
        'Not code',
        '::',
      ].join('\n')
    )
    expect(diagnostics.errors.map(({ line, message, hint }) => ({ line, message, hint }))).toEqual([
      {
        line: 5,
        message:
          'prop "color" of ":badge" must be one of primary, secondary, neutral, important, info, success, warning, error; got "warnng"',
        hint: 'did you mean "warning"? (allowed: primary, secondary, neutral, important, info, success, warning, error)',
      },
      {
        line: 9,
        message: 'unknown slot "#footer" in "::card"; it has none',
        hint: undefined,
      },
      {
        line: 14,
        message: '"::code-group" only accepts code blocks as children, found a paragraph',
        hint: 'move the paragraph out of "::code-group"',
      },
    ])
    expect(diagnostics.errors.every((issue) => issue.kind === 'component')).toBe(true)
  })

  it('without a reporter the first problem still throws, with its hint', async () => {
    const error = await compileError('::warnin\nx\n::\n\n::nope\n::\n')
    expect(error.message).toBe(`${FILE}:5: unknown component "::warnin"`)
    expect(error.hint).toMatch(/^did you mean "::warning"\? Or write a site component/)
    expect(error.kind).toBe('component')
  })
})

describe('unknown components with policy "children"', () => {
  it('renders the default slot, drops named slots and warns', async () => {
    const { html: out, diagnostics } = await compileReported(
      '::fancy-box{color="x"}\nKept **content**\n\n#title\nDropped title\n::\n\nSee :glossary[term] here.\n',
      { unknownComponents: 'children' }
    )
    expect(out).toBe('<p>Kept <strong>content</strong></p>\n<p>See term here.</p>')
    expect(diagnostics.errors).toEqual([])
    expect(diagnostics.warnings).toMatchObject([
      {
        line: 5,
        kind: 'component',
        message: 'unknown component "::fancy-box": its content is rendered',
      },
      {
        line: 12,
        kind: 'component',
        message: 'unknown component ":glossary": its content is rendered',
      },
    ])
  })

  it('renders nothing for an unknown component without content: never its name as text', async () => {
    const { html: out, diagnostics } = await compileReported(
      'Hello :wave there\n\n::video-accordion{videos="x"}\n::\n\n:link-example\n\nEnd.\n',
      { unknownComponents: 'children' }
    )
    expect(out).toBe('<p>Hello  there</p>\n<p>End.</p>')
    expect(diagnostics.warnings.map(({ line, message }) => ({ line, message }))).toEqual([
      {
        line: 5,
        message:
          'unknown component ":wave": it has no content, so nothing is rendered (for literal text write \\:wave)',
      },
      {
        line: 7,
        message: 'unknown component "::video-accordion": it has no content, so nothing is rendered',
      },
      {
        line: 10,
        message:
          'unknown component ":link-example": it has no content, so nothing is rendered (for literal text write \\:link-example)',
      },
    ])
  })

  it('names both remedies in the error of an unknown component, with the exact line to add', async () => {
    const { diagnostics } = await compileReported('::video-accordion\n::\n')
    expect(diagnostics.errors.map(({ line, message, hint }) => ({ line, message, hint }))).toEqual([
      {
        line: 5,
        message: expect.stringMatching(
          /^unknown component "::video-accordion"; known components: /
        ),
        hint: 'Write a site component in content/_components/video-accordion.tsx, or render its content: add "components: { unknown: children }" to content/content.config.yml',
      },
    ])
  })

  it('still reports bad props of known components as errors', async () => {
    const { diagnostics } = await compileReported(':badge[x]{color="nope"}\n', {
      unknownComponents: 'children',
    })
    expect(diagnostics.errors).toHaveLength(1)
  })
})
