import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentBuildError } from './diagnostics'
import { buildContent } from './index'
import {
  MAX_BLOCK_NESTING,
  MAX_CONTAINER_BLOCKS,
  MAX_LIST_ITEMS,
  MAX_PARAGRAPH_BRACKETS,
  MAX_PARAGRAPH_EMPHASIS,
  MAX_SOURCE_BYTES,
  MAX_YAML_NESTING,
} from './limits'

/** A markdown file: a 3-line frontmatter, so the body starts on line 4. */
const page = (body: string, frontmatter = 'title: Hostile') => `---\n${frontmatter}\n---\n${body}`

/** A frontmatter that expands `*a` 9^8 times through nested aliases (billion laughs). */
const ALIAS_BOMB = [
  'title: Bomb',
  'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
  ...'bcdefgh'.split('').map((name, i) => {
    const previous = 'abcdefg'[i]
    return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`
  }),
].join('\n')

interface HostileCase {
  name: string
  /** Path under the content root. */
  path: string
  text: string
  /** Line the error must name. */
  line: number
  /** The rule after `file:line: `. */
  rule: RegExp
  /** Other files the case needs, by path. */
  others?: Record<string, string>
}

/**
 * Hostile sources that used to crash the build with a raw error and no file (a stack overflow,
 * the yaml library's alias error), or to take a minute (20,000 nested brackets: 48 s). Each
 * must now fail at once, naming its file and line.
 */
const CASES: HostileCase[] = [
  {
    name: 'YAML alias bomb in frontmatter',
    path: 'docs/4.x/01.page.md',
    text: page('Body\n', ALIAS_BOMB),
    line: 4,
    rule: /^YAML aliases \("\*name"\) expand an anchor more than 100 times/,
  },
  {
    name: 'YAML alias bomb in a data file',
    path: 'team/someone.yml',
    text: `${ALIAS_BOMB}\n`,
    line: 3,
    rule: /^YAML aliases/,
  },
  {
    name: 'YAML alias without anchor',
    path: 'docs/4.x/01.page.md',
    text: page('Body\n', 'title: x\nseo: *nowhere'),
    line: 3,
    rule: /^invalid YAML: Unresolved alias.*nowhere/,
  },
  {
    name: '100,000 nested YAML flow sequences',
    path: 'docs/4.x/01.page.md',
    text: page('Body\n', `title: x\nmeta: ${'['.repeat(100_000)}`),
    line: 3,
    rule: new RegExp(`^YAML flow collections .* more than ${MAX_YAML_NESTING} levels deep`),
  },
  {
    name: '5,000 nested YAML sequences on one line',
    path: 'showcase/site.yml',
    text: `name: x\nurl:\n${'- '.repeat(5000)}x\n`,
    line: 3,
    rule: /^YAML mappings and sequences are nested more than/,
  },
  {
    name: '200 nested YAML mappings',
    path: 'docs/4.x/1.guide/.navigation.yml',
    text: Array.from({ length: 200 }, (_, i) => `${' '.repeat(i)}a${i}:`).join('\n'),
    line: MAX_YAML_NESTING + 1,
    rule: /^YAML mappings and sequences are nested more than/,
    others: { 'docs/4.x/1.guide/01.intro.md': page('Intro\n') },
  },
  {
    name: '3,000 nested blockquotes',
    path: 'docs/4.x/01.page.md',
    text: page(`${'>'.repeat(3000)} deep\n`),
    line: 4,
    rule: new RegExp(
      `^blockquotes, lists and components are nested 3000 deep here; at most ${MAX_BLOCK_NESTING}`
    ),
  },
  {
    name: '2,000 nested list markers',
    path: 'docs/4.x/01.page.md',
    text: page(`${'- '.repeat(2000)}deep\n`),
    line: 4,
    rule: /^blockquotes, lists and components are nested 33 deep/,
  },
  {
    name: '200 lists nested by indentation',
    path: 'docs/4.x/01.page.md',
    text: page(Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')),
    line: 3 + MAX_BLOCK_NESTING + 1,
    rule: /^blockquotes, lists and components are nested 33 deep/,
  },
  {
    name: 'lists nested inside a blockquote by indentation',
    path: 'docs/4.x/01.page.md',
    text: page(Array.from({ length: 200 }, (_, i) => `> ${'  '.repeat(i)}- x`).join('\n')),
    line: 3 + MAX_BLOCK_NESTING,
    rule: /^blockquotes, lists and components are nested 33 deep/,
  },
  {
    name: '3,000 nested ordered lists that do not start at 1',
    path: 'docs/4.x/01.page.md',
    text: page(`Text\n\n${'2. '.repeat(3000)}x\n`),
    line: 6,
    rule: /^blockquotes, lists and components are nested 33 deep/,
  },
  {
    name: '100 nested components',
    path: 'docs/4.x/01.page.md',
    text: page(Array.from({ length: 100 }, (_, i) => `${':'.repeat(i + 2)}note`).join('\n')),
    line: 3 + MAX_BLOCK_NESTING + 1,
    rule: /^blockquotes, lists and components are nested 33 deep/,
  },
  ...(
    [
      ['20,000 nested brackets', `${'['.repeat(20_000)}x${']'.repeat(20_000)}`],
      ['20,000 nested links', `${'['.repeat(20_000)}x${'](/u)'.repeat(20_000)}`],
      ['20,000 nested spans', `${'['.repeat(20_000)}x${']{.a}'.repeat(20_000)}`],
      ['5,000 brackets, one per line', `${'[\n'.repeat(5000)}x${'](/u)\n'.repeat(5000)}`],
    ] as const
  ).map(([name, body]): HostileCase => ({
    name,
    path: 'docs/4.x/01.page.md',
    text: page(body),
    line: body.includes('\n') ? 4 + 32 : 4,
    rule: /^"\[" is nested more than 32 deep in one paragraph/,
  })),
  {
    name: '20,000 nested emphasis markers',
    path: 'docs/4.x/01.page.md',
    text: page(`${'*'.repeat(20_000)}x${'*'.repeat(20_000)}`),
    line: 4,
    rule: /^a run of 20000 "\*" nests emphasis more than 32 deep/,
  },
  {
    name: '8,000 nested strikethroughs',
    path: 'docs/4.x/01.page.md',
    text: page(`${'~(a '.repeat(8000)}${'a)~ '.repeat(8000)}`),
    line: 4,
    rule: new RegExp(`^more than ${MAX_PARAGRAPH_EMPHASIS} emphasis markers`),
  },
  {
    name: 'thousands of unmatched "]" in a paragraph',
    path: 'docs/4.x/01.page.md',
    text: page('] a '.repeat(20_000)),
    line: 4,
    rule: new RegExp(`^more than ${MAX_PARAGRAPH_BRACKETS} "\\]" in one paragraph`),
  },
  {
    name: 'thousands of separate blockquotes',
    path: 'docs/4.x/01.page.md',
    text: page('> a\n\n'.repeat(5000)),
    line: 3 + 2 * MAX_CONTAINER_BLOCKS + 1,
    rule: new RegExp(`^more than ${MAX_CONTAINER_BLOCKS} separate blockquotes and lists`),
  },
  {
    name: 'thousands of list items',
    path: 'docs/4.x/01.page.md',
    text: page('- item\n'.repeat(5000)),
    line: 3 + MAX_LIST_ITEMS + 1,
    rule: new RegExp(`^more than ${MAX_LIST_ITEMS} list items in one page`),
  },
  {
    name: 'a page over the size limit',
    path: 'docs/4.x/01.page.md',
    text: page('a'.repeat(MAX_SOURCE_BYTES)),
    line: 1,
    rule: new RegExp(
      `^the file is \\d+ KB; a content file may be at most ${MAX_SOURCE_BYTES / 1024} KB`
    ),
  },
  {
    name: 'a data file over the size limit',
    path: 'team/someone.yml',
    text: `name: ${'a'.repeat(MAX_SOURCE_BYTES)}\n`,
    line: 1,
    rule: /^the file is \d+ KB/,
  },
]

describe('hostile content fails fast with file:line', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'aster-hostile-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it.each(CASES)('$name', async ({ name, path, text, line, rule, others = {} }) => {
    const dir = join(root, name.replace(/\W+/g, '-'))
    for (const [file, content] of Object.entries({ ...others, [path]: text })) {
      await mkdir(dirname(join(dir, file)), { recursive: true })
      await writeFile(join(dir, file), content)
    }
    const absolute = join(dir, path)
    const error = await buildContent(dir).then(
      () => undefined,
      (caught: unknown) => caught
    )
    expect(error).toBeInstanceOf(ContentBuildError)
    const [first] = (error as ContentBuildError).diagnostics.errors
    expect(`${first?.file}:${first?.line}`).toBe(`${relative(process.cwd(), absolute)}:${line}`)
    expect(first?.message).toMatch(rule)
  })
})
