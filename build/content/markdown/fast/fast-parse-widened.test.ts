import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateRealCorpus } from '../../../tools/bench/real-corpus'
import { seededLineMixes, seededMutations } from '../../seeded-mutations'
import { bodies, bothTrees } from './compare'

/*
 * The constructs the fast parser reads since issue 38's second pass, each compared node for node
 * (positions included) with micromark + remark-gfm + remark-mdc on seeded variants: HTML blocks
 * and inline tags with attributes, component props and slots, labels and `{…}` attributes after
 * spans and code. Each test also counts the variants that reached the fast parser with the
 * construct in them: a comparison nobody reads proves nothing.
 */

const ROOT = resolve(import.meta.dirname, '../../../..')

/** Compares every text the fast parser reads; counts those read, and those read with `mark`. */
async function compareAll(texts: Iterable<string>, mark: RegExp) {
  let read = 0
  let marked = 0
  for (const text of texts) {
    // micromark's development build asserts on some MDC it reads in production: not comparable
    const trees = await bothTrees(text).catch((error: unknown) => {
      if (String(error).includes('previous flow chunk')) return undefined
      throw error
    })
    if (!trees) continue
    expect(trees.fast, JSON.stringify(text)).toEqual(trees.micromark)
    read++
    if (mark.test(text)) marked++
  }
  return { read, marked }
}

/** Lines of HTML blocks of CommonMark's kinds 1–7, their ends, and what they meet. */
const HTML_LINES = [
  ...['<div>', '<div class="note">', '</div>', '<DIV id=x>', '<details>', '<summary>S</summary>'],
  ...['</details>', '<table>', '<p/>', '<hr>', '<section data-x="a b">', '<div', '<div>x</div> y'],
  ...['<!-- c -->', '<!-- a', 'b -->', '-->', '<!-->', '<!--->', '<!-- a --> b', '<!---->'],
  ...['<img src="/a.png" alt="A diagram">', '<img src=/b.png />', '<video controls></video>'],
  ...['<video controls muted src="https://m.example/a.mp4"></video>', '<br>', '</span>', '<x-y>'],
  ...['<a href="/x">link</a> text', '<kbd>K</kbd> to', "<i title='q'>", '<a href="x" b>'],
  ...['<script>', '</script>', '<style>', '<pre>', '<textarea>', '<?x ?>', '<!DOCTYPE html>'],
  ...['<![CDATA[x]]>', '<', '< b', '<1>', '<https://a.example>', '<a@b.example>', '<b c="]">'],
  ...['', '', '', 'Text *em* and `code`', '# Heading', '- item', '> quote', '```', '::note', '::'],
  ...['| A | B |', '| - | - |', '  indented', 'x &amp; y', '<div>  ', 'a\tb'],
]

/** Lines of YAML props, with the nasty ones: quotes, nesting, dashes, indentation, markdown. */
const YAML_LINES = [
  ...['title: Foo', 'icon: "i-lucide-x"', "quote: 'a: b'", 'n: 1', 'flag: true', 'list:', '  - a'],
  ...['  - "b c"', 'map:', '  k: v', '  deep:', '    x: [1, 2]', 'to: /docs/x', 'title: Foo', ''],
  ...['bad: [', 'x: "unclosed', '----', '- - -', ' x: 1', '- a', '# c', '::', '```', '> q'],
]

/** Lines of a component's content: slots, with and without content, and what meets them. */
const SLOT_LINES = [
  ...['#title', '#default', '#footer', '#title', 'Text *em*', 'More `code`.', '', '', '- a', '- b'],
  ...['#title{.a}', '#title x', '#', '#1', '##x', '# Heading', '> q', '```ts', '```', ':::card'],
  ...[':::', '::', '---', ':::card{.a}', '<div>', ':badge[New]{color="x"}', '| A |', '| - |'],
]

describe('the fast parser’s wider constructs give micromark’s tree, positions included', () => {
  const sample = bodies(join(ROOT, 'content')).map(([, body]) => body)

  it('HTML blocks: 6,000 seeded mixes of the lines of every kind, and whatever meets them', async () => {
    const texts = seededLineMixes(HTML_LINES, { seed: 381, rounds: 6000, most: 7 })
    const { read, marked } = await compareAll(texts, /^<(?:!--|[a-z/])/im)
    expect(read).toBeGreaterThan(1500)
    expect(marked).toBeGreaterThan(1000)
  })

  it('HTML blocks and tags: 800 sample pages given HTML lines and tags with attributes', async () => {
    const pieces = HTML_LINES.flatMap((line) => [`\n\n${line}\n`, `\n${line}`, ` ${line} `])
    const texts = seededMutations(sample, pieces, { seed: 382, rounds: 800, edits: 4, cut: 6 })
    const { read, marked } = await compareAll(texts, /<[a-z!/][^>\n]*[ =!]/i)
    expect(read).toBeGreaterThan(150)
    expect(marked).toBeGreaterThan(80)
  })

  it('props and slots: 6,000 seeded components of YAML lines and slot lines', async () => {
    const yaml = seededLineMixes(YAML_LINES, { seed: 383, rounds: 6000, most: 5 })
    const slots = [...seededLineMixes(SLOT_LINES, { seed: 386, rounds: 6000, most: 7 })]
    const texts = [...yaml].map((props, n) => {
      const open = n % 4 ? '::card' : '::card{.a}'
      return n % 3
        ? `${open}\n---\n${props.trimEnd()}\n---\n${slots[n]}\n::\n`
        : `${open}\n${slots[n]}\n::\n`
    })
    const { read, marked } = await compareAll(texts, /^(?:---\n(?!---)|#[a-z])/im)
    expect(read).toBeGreaterThan(500)
    expect(marked).toBeGreaterThan(400)
  })

  it('labels and attributes: 800 sample pages given labels, `{…}` and braces', async () => {
    const pieces = [
      ...[
        ':badge[New]{color="success"}',
        ':badge[New]',
        ':badge[*a* `b`]{.x #y z}',
        ':kbd{value="k"}',
      ],
      ...['`x()`{lang=ts}', '`a`{lang="vue" .b}', '{lang=ts}', '{.a #b c="d e"}', '[text]{.red}'],
      ...["{a='b'}", '{', '}', '[', ']', '`{`', '{#id}', '{.c}', ' {x}', '{x=\\"}', '{x="a\\"b"}'],
      ...[
        '{:bound="x"}',
        '{camelCase="x"}',
        '{a=&amp;}',
        '{ }',
        '{}',
        ':badge[a]{b}[c]',
        ':a[b[c]]',
      ],
      ...[
        '`x`{lang=ts}{.b}',
        ':badge[New]{color="x"}\n',
        '\n:badge[New]{color="x"}\n',
        '**b**{.c}',
      ],
    ]
    const texts = seededMutations(sample, pieces, { seed: 384, rounds: 800, edits: 4, cut: 4 })
    const { read, marked } = await compareAll(texts, /[\]`]\{|:[a-z]+\[/)
    expect(read).toBeGreaterThan(200)
    expect(marked).toBeGreaterThan(100)
  })

  describe('on the real-shaped corpus (build/tools/bench/real-corpus.ts)', () => {
    let scratch: string
    beforeAll(async () => {
      scratch = mkdtempSync(join(tmpdir(), 'aster-fast-parse-real-'))
      await generateRealCorpus(scratch, 150, 5)
    })
    afterAll(() => rmSync(scratch, { recursive: true, force: true }))

    it('reads nearly every page, each the very tree', async () => {
      const texts = bodies(scratch).map(([, body]) => body)
      const { read, marked } = await compareAll(texts, /^<|^---$|^#[a-z]|:badge\[|`\{/m)
      expect(read / texts.length).toBeGreaterThan(0.95)
      expect(marked).toBeGreaterThan(30)
    })

    it('matches micromark on 400 of its pages mutated with the same pieces', async () => {
      const texts = bodies(scratch).map(([, body]) => body)
      const pieces = [...HTML_LINES, ...YAML_LINES, ...SLOT_LINES].map((line) => `\n${line}\n`)
      pieces.push('{', '}', '[', ']', '`', '<', '>', '#', '---', '\n\n', ' ')
      const mutations = seededMutations(texts, pieces, { seed: 385, rounds: 400, edits: 4, cut: 8 })
      const { read } = await compareAll(mutations, /./)
      expect(read).toBeGreaterThan(100)
    })
  })
})
