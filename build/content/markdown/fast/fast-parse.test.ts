import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCorpus } from '../../../tools/bench/corpus'
import { parseMarkdownWithout } from '../parser'
import { seededMutations, UNICODE_SPACE_AND_CONTROL_PIECES } from '../../seeded-mutations'
import { fastParse } from '.'

const ROOT = resolve(import.meta.dirname, '../../../..')

/** micromark's tree of a body (no GFM part left out), as plain JSON. */
async function micromarkTree(markdown: string): Promise<unknown> {
  return JSON.parse(JSON.stringify(await parseMarkdownWithout(markdown, [])))
}

/** Every markdown body under `dir` (frontmatter removed), by file. */
function bodies(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [file, readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')])
}

/** Compares the fast tree with micromark's; returns whether the fast parser read the body. */
async function expectSameTree(markdown: string, label = markdown): Promise<boolean> {
  const fast = fastParse(markdown)
  if (!fast) return false
  expect(JSON.parse(JSON.stringify(fast)), label).toEqual(await micromarkTree(markdown))
  return true
}

describe('fastParse gives micromark’s tree, positions included', () => {
  it('for every sample page and fixture it reads, and it reads most of them', async () => {
    const files = [
      ...bodies(join(ROOT, 'content')),
      ...bodies(join(ROOT, 'build/content/markdown/__fixtures__')),
    ]
    let read = 0
    for (const [file, body] of files) if (await expectSameTree(body, file)) read++
    expect(read / files.length).toBeGreaterThan(0.8)
  })

  describe('for generated docs pages', () => {
    let scratch: string
    beforeAll(async () => {
      scratch = mkdtempSync(join(tmpdir(), 'aster-fast-parse-'))
      await generateCorpus(scratch, 120, 3, { alone: true })
    })
    afterAll(() => rmSync(scratch, { recursive: true, force: true }))

    it('reads every one of them', async () => {
      const files = bodies(scratch)
      expect(files.length).toBe(120)
      for (const [file, body] of files) expect(await expectSameTree(body, file), file).toBe(true)
    })
  })

  it.each([
    ['headings and inline marks', '# A *b* and **c** `d`\n\n## E _f_ g\n'],
    ['a paragraph over lines', 'One [link](/a "T") and ![alt](/i.png)\ntwo `x` three.\n'],
    ['links with code in their text', 'See [`useHead()`](/docs/x) and [a *b*](/y).\n'],
    ['intraword underscores and lone stars', 'snake_case_name and 2 * 3 = six\n'],
    ['lists', '- one\n- `two`\n\n1. first\n2. second\n\nText\n\n3. three\n4. four\n'],
    ['a paragraph interrupted', 'Intro:\n- a\n- b\n\nText\n```ts\nx\n```\nMore\n# Head\n'],
    ['tables', '| A | B | C |\n| :-- | :-: | --: |\n| `x` | **y** | |\n|z|w|v|\n'],
    [
      'escaped pipes in table code',
      "| Option | Type |\n| --- | --- |\n| `mode` | `'a' \\| 'b'` |\n| `x` | `\\\\` |\n",
    ],
    [
      'fences',
      '```\nplain\n```\n\n````md [a.md] {1-2}\n```js\nnested\n```\n````\n\n~~~sh\n$ x\n~~~\n',
    ],
    [
      'containers',
      '::note\nInside **it**.\n::\n\n::card-group\n:::card{title="A" icon="i-x" .wide #c1 .tall}\nBody\n:::\n::\n',
    ],
    [
      'text components',
      ':read-more{to="/docs/x"}\n\nPress :kbd{value="K"} or :br now.\n\n:badge{label=\'new\' open}\n',
    ],
    ['a code group', '::code-group\n```ts [a.ts]\nconst a = 1\n```\n```js [b.js]\n::\n```\n::\n'],
    ['an empty body', ''],
    ['unicode around emphasis', 'Ünïcode *ß* and “*quoted*” 😀 **x**.\n'],
    ['a code span of a no-break space between spaces', 'x ` \u00a0 ` y\n'],
  ])('reads %s', async (_, markdown) => {
    expect(await expectSameTree(markdown)).toBe(!markdown.includes('```js [b.js]\n::'))
  })

  it.each([
    ['a block quote', '> quoted\n'],
    ['raw HTML', 'A <b>bold</b> word.\n'],
    ['a setext heading', 'Title\n=====\n'],
    ['a thematic break', 'a\n\n---\n\nb\n'],
    ['a nested list', '- a\n  - b\n'],
    ['a loose list', '- a\n\n- b\n'],
    ['a lazy line', '- a\nb\n'],
    ['a reference link', 'See [x][y].\n\n[y]: /z\n'],
    ['an entity', 'Fish &amp; chips\n'],
    ['an escape', 'Not \\*emphasis\\*\n'],
    ['an autolink literal', 'Go to https://aster.dev now.\n'],
    ['an email', 'Write to team@aster.dev.\n'],
    ['strikethrough', 'Old ~~text~~.\n'],
    ['a task list', '- [ ] todo\n'],
    ['indented code', '    code\n'],
    ['nested emphasis', '***both***\n'],
    ['a run that opens and closes', 'a*b*c\n'],
    ['a hard break', 'line  \nnext\n'],
    ['tabs', 'a\tb\n'],
    ['CRLF', 'a\r\nb\r\n'],
    ['a slot', '::card\n#title\nT\n::\n'],
    ['props', '::card\n---\nicon: x\n---\n::\n'],
    ['a span', '[text]{.red}\n'],
    ['a label', ':badge[New]\n'],
    ['an unclosed fence', '```ts\nx\n'],
    ['an unclosed container', '::note\nx\n'],
    ['a binding', 'Hello {{ name }}\n'],
    ['a line of Unicode spaces', 'a\n\u00a0\nb\n'],
    ['a line of Unicode spaces after a list', '- x\n- y\n\u3000\n'],
    ['a line of Unicode spaces after a table', '| A |\n| - |\n| x |\n\u2003\n'],
    ['a control character in a link destination', 'See [a](/x\u0001y).\n'],
    ['DEL in an image destination', 'See ![a](/x\u007fy.png).\n'],
  ])('leaves %s to micromark', (_, markdown) => {
    expect(fastParse(markdown)).toBeUndefined()
  })

  it('matches micromark on 600 mutated sample pages whenever it reads one', async () => {
    const texts = bodies(join(ROOT, 'content')).map(([, body]) => body)
    const pieces = ['*', '**', '_', '`', '[', ']', '(a)', ':x', '{.a}', '# ', '- ', '1. ', '|']
    pieces.push(
      '\n',
      '\n\n',
      ' ',
      '::',
      ':::',
      '```\n',
      '<',
      '\\',
      '@',
      '---',
      '\t',
      '😀',
      'x_y',
      '\\|'
    )
    let read = 0
    const mutations = seededMutations(texts, pieces, { seed: 11, rounds: 600, edits: 6, cut: 20 })
    for (const text of mutations) if (await expectSameTree(text)) read++
    // the mutations must reach the fast parser, or the comparison proves nothing
    expect(read).toBeGreaterThan(150)
  })

  it('matches micromark on 300 sample pages given Unicode spaces and control characters', async () => {
    const texts = bodies(join(ROOT, 'content')).map(([, body]) => body)
    const pieces = UNICODE_SPACE_AND_CONTROL_PIECES
    let read = 0
    const mutations = seededMutations(texts, pieces, { seed: 36, rounds: 300, edits: 3, cut: 1 })
    for (const text of mutations) if (await expectSameTree(text)) read++
    expect(read).toBeGreaterThan(50)
  })
})
