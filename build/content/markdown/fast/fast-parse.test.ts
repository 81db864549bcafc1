import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCorpus } from '../../../tools/bench/corpus'
import { PEERS_GENERATOR } from '../../../tools/bench/peers-corpus'
import {
  seededLineMixes,
  seededMutations,
  UNICODE_SPACE_AND_CONTROL_PIECES,
} from '../../seeded-mutations'
import { fastParse } from '.'
import { bodies, bothTrees } from './compare'

const ROOT = resolve(import.meta.dirname, '../../../..')

/** Compares the fast tree with micromark's; returns whether the fast parser read the body. */
async function expectSameTree(markdown: string, label = markdown): Promise<boolean> {
  const trees = await bothTrees(markdown)
  if (!trees) return false
  expect(trees.fast, label).toEqual(trees.micromark)
  return true
}

/** Pieces the peers' pages are mutated with: what lists, block quotes and text escapes turn on. */
const CONSTRUCT_PIECES = [
  ...['> ', '\n> ', '\n>\n', '>', '\n\n', '\n', ' ', '  ', '   ', '\n  - x\n', '  - ', '- ', '1. '],
  ...[
    '\n2. y\n',
    '&amp;',
    '&#x41;',
    '&nbsp;',
    '&bogus;',
    '\\*',
    '\\',
    '[!NOTE]',
    '[',
    ']',
    '*',
    '`',
  ],
]

/** Lines whose mixes meet the edge cases of lists and block quotes (seededLineMixes). */
const CONSTRUCT_LINES = [
  ...['- a', '- b *c*', '* x', '+ y', '1. one', '2. two', '10. ten', '  - n', '   - m', '    - m'],
  ...['  1. n', '   b', '  b', '  c `d`', 'lazy', '', '', '', '> q', '> [!NOTE]', '>', '> - qi'],
  ...['>   - qn', '> > qq', '> 1. o', 'text', '# H', '```ts', '```', '  ```', '  x()', '| A | B |'],
  ...['| - | - |', '| a | b |', '  | A |', '  | - |', '- [ ] t', '- [a] s', '[!TIP] z', '- ', '-'],
  ...['x &amp; y &#x41; &bogus; \\* \\a', '---', '- - -', '  ', '*a* [b]', '> x\\', '01. z', '>x'],
  ...['- ```', '- # h', '- > q', '  > q2', '::note', '::', ' - sp', '- a', '- b', '  - c', '> a'],
]

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

  describe('for the peers’ corpus (../shared/bench/gen-corpus.mjs)', () => {
    let scratch: string
    beforeAll(() => {
      scratch = mkdtempSync(join(tmpdir(), 'aster-fast-parse-peers-'))
      const args = ['--pages', '60', '--seed', '3', '--out', scratch]
      execFileSync(process.execPath, [PEERS_GENERATOR, ...args], { stdio: 'ignore' })
    })
    afterAll(() => rmSync(scratch, { recursive: true, force: true }))

    it('reads every one of them (nested and ordered lists, alerts, entities, loose lists)', async () => {
      const files = bodies(scratch)
      expect(files.length).toBe(61)
      for (const [file, body] of files) expect(await expectSameTree(body, file), file).toBe(true)
    })

    it('matches micromark on 300 of them mutated with list, quote and escape pieces', async () => {
      const texts = bodies(scratch).map(([, body]) => body)
      let read = 0
      const mutations = seededMutations(texts, CONSTRUCT_PIECES, {
        seed: 42,
        rounds: 300,
        edits: 4,
        cut: 12,
      })
      for (const text of mutations) if (await expectSameTree(text)) read++
      expect(read).toBeGreaterThan(60)
    })
  })

  it('matches micromark on 5,000 seeded short documents of list and block quote lines', async () => {
    let read = 0
    for (const text of seededLineMixes(CONSTRUCT_LINES, { seed: 9, rounds: 5000, most: 6 }))
      if (await expectSameTree(text, JSON.stringify(text))) read++
    // enough of them reach the fast parser for the comparison to mean something
    expect(read).toBeGreaterThan(400)
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
    ['a block quote', '> quoted *text*\n> on two lines\n\n> and another\n'],
    ['a GFM alert', '> [!NOTE]\n> Some `code` and a [link](/x).\n'],
    ['a block quote in a block quote', '> > inner\n> > again\n>\n> outer\n'],
    ['a nested list', '- a\n  - b\n  - `c`\n- d\n'],
    ['an ordered list with a nested one', '1. a\n   - b\n2. c\n   1. d\n'],
    ['an item over lines', '- a\n  b *c*\n- d\n'],
    ['a loose list', '- a\n\n- b\n  - c\n\n\n- d\n'],
    ['two lists of different markers', '- a\n\n* b\n\n1. c\n'],
    ['a list and code in an item', '- a\n  ```ts\n  x()\n  ```\n- b\n'],
    ['a list in a block quote', '> - a\n> - b\n>   - c\n'],
    ['a block quote in an item', '- > a\n  > b\n'],
    ['a heading in an item', '- a\n  # b\n'],
    ['a block quote interrupting a paragraph', 'text\n> quote\n'],
    ['entities', '# &lt;Button&gt;\n\nFish &amp; chips, &#65;&#x42; &copy; &bogus; &#xZZ;\n'],
    ['escapes', 'Not \\*emphasis\\* \\[x\\] \\\\ \\a end\\\n'],
    ['an escaped pipe in a table cell', '| A | B |\n| - | - |\n| a \\| b | &amp; |\n'],
    ['spans', 'A [span] and [*one*] and [] and [^1] and ![not an image].\n'],
    ['a span in a list item', '- [a] b\n'],
    [
      'inline HTML tags',
      'A <b>bold</b> word, <kbd>K</kbd><br> and <br /> in *a <sub>x</sub> b*.\n',
    ],
    ['raw HTML with attributes', 'A <b class="x">bold</b> word.\n'],
    ['an HTML comment', 'A <!-- note --> word.\n'],
    ['an HTML block', '<div>\nx\n</div>\n'],
    ['a slot', '::card\n#title\nT\n::\n'],
    ['props', '::card\n---\nicon: x\n---\n::\n'],
    ['a span', '[text]{.red}\n'],
    ['a label', ':badge[New]\n'],
    ['a span with attributes', 'A [text]{.red #x} b.\n'],
    ['a label and attributes', 'This is :badge[**New**]{color="success"} in 4.2.\n'],
    ['inline code with attributes', 'Call `useHead()`{lang=ts} first.\n'],
    ['an HTML tag alone on its line', '<img src="/a.png" alt="A diagram">\n\nText\n'],
    ['a comment over lines', '<!-- TODO:\n\nlater -->\nText\n'],
    [
      'a block-level tag to a blank line',
      '<details>\n<summary>S</summary>\n\n*Body*\n\n</details>\n',
    ],
    ['a paragraph starting with a tag', '<video controls src="/a.mp4"></video>\n'],
    [
      'props with nested values and quotes',
      '::card{.wide}\n---\ntitle: "Q: x"\nlist:\n  - a\n  - b\nmap:\n  k: v\nn: 1\n---\nBody\n::\n',
    ],
    ['slots with and without content', '::c\nBefore\n#title\n#body\n- a\n\n#default\nText\n::\n'],
    ['a nested container with props', '::group\n:::card\n---\nicon: x\n---\nT\n:::\n::\n'],
  ])('reads %s', async (_, markdown) => {
    expect(await expectSameTree(markdown)).toBe(!markdown.includes('```js [b.js]\n::'))
  })

  it.each([
    ['an autolink', 'See <https://aster.dev>.\n'],
    ['a script block', '<script>\nx\n</script>\n'],
    ['a processing instruction', '<?php x ?>\n'],
    ['a declaration', '<!DOCTYPE html>\n'],
    ['CDATA', '<![CDATA[x]]>\n'],
    ['an empty comment', '<!--> x\n'],
    ['an inline comment over lines', 'A <!-- a\nb --> c\n'],
    ['a tag over lines', 'A <a\nhref="x">b</a>\n'],
    ['a bracket in a tag in a link', 'See [a <b title="]"> c](/x).\n'],
    ['an HTML block in a list item', '- <div>\n  x\n'],
    ['an unclosed comment', '<!-- x\n'],
    ['a slot in a nested container', '::group\n:::card\n#title\nT\n:::\n::\n'],
    ['a slot with attributes', '::card\n#title{.a}\nT\n::\n'],
    ['props closed by other dashes', '::card\n---\nx: 1\n----\n::\n'],
    ['unclosed props', '::card\n---\nx: 1\n::\n'],
    ['empty attributes after code', 'Call `x`{} now.\n'],
    ['a setext heading', 'Title\n=====\n'],
    ['a thematic break', 'a\n\n---\n\nb\n'],
    ['a lazy line', '- a\nb\n'],
    ['a lazy line in a block quote', '> a\nb\n'],
    ['a line right after a block quote', '> a\n# b\n'],
    ['a bare > last in a block quote', '> > a\n>\n'],
    ['a list in a block quote before a bare >', '> - a\n>\n> b\n'],
    ['> without a space', '>a\n'],
    ['a blank line inside an item', '- a\n\n  b\n'],
    ['an item line indented less than its content', '1. a\n  b\n'],
    ['an empty item', '- a\n-\n'],
    ['a thematic break of list markers', '- - -\n'],
    ['an ordered list interrupting a paragraph at 2', 'a\n2. b\n'],
    ['a nested task list', '- a\n  - [x] b\n'],
    ['a reference link', 'See [x][y].\n\n[y]: /z\n'],
    ['a span on a page with definitions', 'See [x].\n\n[x]: /z\n'],
    ['brackets in brackets', 'See [[x]] and [a [b] c].\n'],
    ['a bracket in code in a span', 'See [a `]` b](/x).\n'],
    ['a backslash hard break', 'a\\\nb\n'],
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

  it('matches micromark on 600 sample pages given inline HTML, and reads plain tags itself', async () => {
    const texts = bodies(join(ROOT, 'content')).map(([, body]) => body)
    const pieces = [
      ' <kbd>K</kbd> ',
      '<kbd>',
      '</kbd>',
      '<br>',
      '<br/>',
      '<br />',
      'H<sub>2</sub>O',
    ]
    pieces.push(...['<x-y>', '<', '>', '< b', '<a href="x">', '<https://a.b>', '<!-- c -->'])
    pieces.push(...['</ kbd>', '<kbd >', '<1>', '\n<kbd>', '`<kbd>`', '\\<b>', '*', '_', '[', ']'])
    pieces.push(...['(a)', '\n', ' ', '<br>\n', '<del>*x*</del>', '[<kbd>k</kbd>](/a)', '| <b> |'])
    let read = 0
    let withHtml = 0
    const mutations = seededMutations(texts, pieces, { seed: 38, rounds: 600, edits: 5, cut: 8 })
    for (const text of mutations)
      if (await expectSameTree(text)) {
        read++
        if (/<\/?[a-z]/i.test(text)) withHtml++
      }
    expect(read).toBeGreaterThan(150)
    // the tags must reach the fast parser, or the comparison proves nothing about them
    expect(withHtml).toBeGreaterThan(100)
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
