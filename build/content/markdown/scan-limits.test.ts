import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { ContentError } from '../../../src/shared/content/content-error'
import {
  MAX_BLOCK_NESTING,
  MAX_INLINE_NESTING,
  MAX_LIST_ITEMS,
  MAX_PARAGRAPH_BRACKETS,
  MAX_TREE_DEPTH,
} from '../limits'
import { checkMarkdownLimits, checkTreeDepth } from './scan-limits'

const SOURCE = { file: 'content/docs/4.x/x.md', lineOffset: 3 }

/** The ContentError a body fails with, or undefined when it passes. */
function scanError(markdown: string): ContentError | undefined {
  try {
    checkMarkdownLimits(markdown, SOURCE)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return error as ContentError
  }
}

const lines = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i)).join('\n')

/** Real-looking markdown near the limits, and code that only looks nested: all accepted. */
const ACCEPTED: [string, string][] = [
  ['32 nested blockquotes', `${'>'.repeat(MAX_BLOCK_NESTING)} deep`],
  ['lists nested 16 deep by indentation', lines(16, (i) => `${'  '.repeat(i)}- item ${i}`)],
  ['a long flat list', lines(MAX_LIST_ITEMS, (i) => `- [item ${i}](/docs/${i}) **bold**`)],
  ['a long table of links', `| a | b |\n| - | - |\n${lines(3000, () => '| [x](/x) | [y](/y) |')}`],
  [
    'brackets nested 32 deep',
    `${'['.repeat(MAX_INLINE_NESTING)}x${']'.repeat(MAX_INLINE_NESTING)}`,
  ],
  ['many closed links in paragraphs', lines(100, () => `${'[a](/a) '.repeat(500)}\n`)],
  ['a code fence full of brackets', `\`\`\`js\n${lines(200, () => '[[[[[[[[[[')}\n\`\`\``],
  ['python in a fence', `\`\`\`py\n${lines(200, () => 'f(*args, **kwargs)')}\n\`\`\``],
  ['yaml lists in a fence', `\`\`\`yaml\n${lines(40, (i) => `${'  '.repeat(i)}- x`)}\n\`\`\``],
  [
    'a fence in a list item',
    `- item\n  \`\`\`\n${lines(40, () => '  [[[[[[[[[[')}\n  \`\`\`\n- next`,
  ],
  ['a fence in a component', `::note\n\`\`\`\n${lines(40, () => '[[[[[[[[[[')}\n\`\`\`\n::`],
  ['tilde paths', lines(50, () => 'copy ~/.aster and ~~old~~ text, 2 * 3 * 4, snake_case_name')],
  ['a thematic break and blanks to fill', '***\n\n___\n\nName: ________ Date: ________'],
  ['escaped brackets', '\\['.repeat(5000)],
  ['nested components', lines(8, (i) => `${':'.repeat(i + 2)}card`)],
]

/** Input that hides nesting from a naive scan: each fails at the given file line. */
const REJECTED: [string, string, number, RegExp][] = [
  ['brackets across lines', '[\n'.repeat(40), 3 + 33, /^"\[" is nested/],
  ['"#x" lines are no headings', lines(40, () => `#x ${'['.repeat(10)}`), 4 + 3, /^"\[" is nested/],
  ['an indented fence is code, not a fence', `    \`\`\`\n${'['.repeat(40)}`, 5, /^"\[" is nested/],
  ['"```x`" is inline code, not a fence', `\`\`\`x\`\n${'['.repeat(40)}`, 5, /^"\[" is nested/],
  ['a fence ends with its list item', `- item\n  \`\`\`\n${'['.repeat(40)}`, 6, /^"\[" is nested/],
  ['a fence ends with its blockquote', `> \`\`\`\n${'['.repeat(40)}`, 5, /^"\[" is nested/],
  [
    'a fence ends with its component',
    `::note\n\`\`\`\n::\n${'['.repeat(40)}`,
    7,
    /^"\[" is nested/,
  ],
  [
    'rows are not a table without a matching delimiter row',
    `a | b\n--- |\n${lines(40, () => '[ |')}`,
    3 + 35,
    /^"\[" is nested/,
  ],
  [
    'ordered items that cannot interrupt a paragraph',
    `text\n${lines(MAX_PARAGRAPH_BRACKETS + 1, (i) => `${i + 2}. ]`)}`,
    3 + 1 + MAX_PARAGRAPH_BRACKETS + 1,
    /^more than 1000 "\]"/,
  ],
  ['mixed markers', '- > 1. > * '.repeat(10), 4, /^blockquotes, lists and components/],
  [
    'nested strikethrough',
    `${'~(a '.repeat(600)}${'a)~ '.repeat(600)}`,
    4,
    /^more than 1000 emphasis/,
  ],
  ['nested emphasis over lines', lines(1200, () => '*a'), 3 + 1001, /^more than 1000 emphasis/],
  ['a long emphasis run', `${'_'.repeat(40)}a`, 4, /^a run of 40 "_" nests emphasis/],
]

describe('checkMarkdownLimits', () => {
  it.each(ACCEPTED)('accepts %s', (_, markdown) => {
    expect(scanError(markdown)).toBeUndefined()
  })

  it.each(REJECTED)('rejects %s', (_, markdown, line, rule) => {
    const error = scanError(markdown)
    expect(error?.line).toBe(line)
    expect(error?.rule).toMatch(rule)
  })

  it.each([
    ['a long mixed page', lines(20_000, (i) => `- [x](/x) *y* ${i}\n\n> q\n\nText [a] ]`)],
    ['a delimiter row of spaces', `a | b\n|-${' '.repeat(100_000)}x`],
    ['a marker before many spaces', `- ${' '.repeat(100_000)}x`],
    ['markers and quotes on one line', '- > '.repeat(30_000)],
    ['spaces and quotes', `${'> '.repeat(50_000)}`],
    ['an emphasis run of spaces', `*${' '.repeat(100_000)}*`],
  ])(
    'scans %s without blowing up (a quadratic scan would exceed the test timeout)',
    (_, markdown) => {
      expect(() => scanError(markdown)).not.toThrow()
    }
  )
})

describe('checkTreeDepth', () => {
  /** A tree `depth` levels deep, its deepest node on line 9. */
  function treeOf(depth: number): Root {
    let node: { type: string; children?: unknown[]; position?: unknown } = {
      type: 'text',
      position: { start: { line: 9, column: 1 }, end: { line: 9, column: 2 } },
    }
    for (let level = 1; level < depth; level++) node = { type: 'emphasis', children: [node] }
    return { type: 'root', children: [node] } as Root
  }

  it('accepts a tree at the limit and names the line of the first node past it', () => {
    expect(() => checkTreeDepth(treeOf(MAX_TREE_DEPTH), SOURCE)).not.toThrow()
    expect(() => checkTreeDepth(treeOf(100_000), SOURCE)).toThrow(
      `${SOURCE.file}:4: the page nests elements more than ${MAX_TREE_DEPTH} deep here`
    )
  })
})
