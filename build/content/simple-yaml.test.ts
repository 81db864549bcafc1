import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { seededMutations, UNICODE_SPACE_AND_CONTROL_PIECES } from './seeded-mutations'
import { readSimpleYaml } from './simple-yaml'

const ROOT = resolve(import.meta.dirname, '../..')

/** What the `yaml` package gives, as the build reads it. */
const full = (text: string) => parseDocument(text, { uniqueKeys: true }).toJS() as unknown

/** Compares with the `yaml` package; returns whether the simple reader took the text. */
function expectSame(text: string): boolean {
  const simple = readSimpleYaml(text)
  if (simple === undefined) return false
  const document = parseDocument(text, { uniqueKeys: true })
  expect(document.errors, text).toEqual([])
  expect(simple, text).toEqual(full(text))
  return true
}

/** The frontmatter of every markdown file, and every .navigation.yml, under `dir`. */
function yamlTexts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(md|ya?ml)$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
    .map((text) =>
      text.startsWith('---\n') ? (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '') : text
    )
}

describe('readSimpleYaml gives what the yaml package gives', () => {
  it('for the frontmatter and navigation files of the sample and the fixtures it reads', () => {
    const texts = [
      ...yamlTexts(join(ROOT, 'content')),
      ...yamlTexts(join(ROOT, 'build/content/__fixtures__')),
    ]
    const read = texts.filter(expectSame).length
    expect(read).toBeGreaterThan(100)
  })

  it.each([
    ['quoted and plain strings', 'title: "A: b # c"\ndescription: \'it is\'\nicon: i-lucide-x'],
    ['booleans and null', 'draft: true\nhidden: False\nnext: null\nold: NULL'],
    ['words that are strings in YAML 1.2', 'a: yes\nb: no\nc: on\nd: off\ne: Yes'],
    [
      'one level of nesting',
      'navigation:\n  icon: i-lucide-book\n  title: "Guide"\n\nhead.title: T',
    ],
  ])('reads %s', (_, text) => {
    expect(expectSame(text)).toBe(true)
  })

  it.each([
    ['numbers', 'order: 3'],
    ['dates', 'date: 2024-05-01'],
    ['sequences', 'tags:\n  - a'],
    ['flow collections', 'tags: [a, b]'],
    ['comments', 'title: x # note'],
    ['escapes', 'title: "a\\tb"'],
    ['a duplicate key', 'a: x\na: y'],
    ['an empty mapping value', 'navigation:\ntitle: x'],
    ['deeper nesting', 'a:\n  b:\n    c: d'],
    ['block scalars', 'description: |\n  text'],
    ['anchors', 'a: &x b\nc: *x'],
    ['an empty text', ''],
    ['a prototype key', '__proto__: x'],
    ['tabs', 'a:\tb'],
    ['a line of Unicode spaces', 'a: x\n\u00a0\nb: y'],
  ])('leaves %s to the yaml package', (_, text) => {
    expect(readSimpleYaml(text)).toBeUndefined()
  })

  it('matches the yaml package on 6,000 mutated frontmatters whenever it reads one', () => {
    const texts = yamlTexts(join(ROOT, 'content')).filter((text) => text.length > 10)
    const pieces = [
      ':',
      ': ',
      '\n',
      '  ',
      ' ',
      '"',
      "'",
      '#',
      '-',
      '1',
      'true',
      'null',
      '~',
      '.',
      'x',
      ...UNICODE_SPACE_AND_CONTROL_PIECES,
    ]
    let read = 0
    for (const text of seededMutations(texts, pieces, {
      seed: 3,
      rounds: 6000,
      edits: 2,
      cut: 8,
    })) {
      const document = parseDocument(text, { uniqueKeys: true })
      const simple = readSimpleYaml(text)
      if (simple === undefined) continue
      read++
      expect(document.errors, text).toEqual([])
      expect(simple, text).toEqual(document.toJS())
    }
    expect(read).toBeGreaterThan(500)
  })
})
