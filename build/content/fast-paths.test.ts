import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parseMarkdown, parserUse } from './markdown/parser'
import { parseYaml, yamlUse } from './frontmatter'
import { fastPathState } from './fast-paths'
import { asciiTermsUse } from '../search/ascii-terms'
import { decodePageSearch, encodePageSearch } from '../search/page-search'

const ROOT = resolve(import.meta.dirname, '../..')
const PAGE = '# Title\n\nA paragraph with `code` and a [link](/docs/4.x).\n\n- one\n- two\n'
const FRONT = 'title: Install\nnavigation:\n  icon: i-lucide-download\n'

afterEach(() => {
  delete process.env.CONTENT_FAST_PARSE
  delete process.env.CONTENT_FAST_YAML
  delete process.env.CONTENT_FAST_TERMS
})

describe('the fast paths can be turned off', () => {
  it('CONTENT_FAST_PARSE=0 sends a page the fast parser reads to micromark, for the same tree', async () => {
    const before = { ...parserUse }
    const fast = await parseMarkdown(PAGE)
    expect(parserUse.fast).toBe(before.fast + 1)
    process.env.CONTENT_FAST_PARSE = '0'
    const slow = await parseMarkdown(PAGE)
    expect(parserUse.fast).toBe(before.fast + 1)
    expect(parserUse.micromark).toBe(before.micromark + 1)
    expect(JSON.parse(JSON.stringify(slow))).toEqual(JSON.parse(JSON.stringify(fast)))
  })

  it('CONTENT_FAST_YAML=0 sends the simplest frontmatter to the yaml package, for the same data', () => {
    const before = { ...yamlUse }
    const simple = parseYaml('x.md', FRONT)
    expect(yamlUse.simple).toBe(before.simple + 1)
    process.env.CONTENT_FAST_YAML = '0'
    const library = parseYaml('x.md', FRONT)
    expect(yamlUse).toEqual({ simple: before.simple + 1, library: before.library + 1 })
    expect(library.data).toEqual(simple.data)
  })

  it('CONTENT_FAST_TERMS=0 sends every sentence to the search tokenizer, for the same terms', () => {
    const section = {
      ...{ id: '/docs/x', title: 'Install Aster', titles: [], level: 1 },
      content: 'Run useCookieState first. Then read the aster-config file!',
    }
    const before = asciiTermsUse.sections
    const fast = decodePageSearch(encodePageSearch([section]))[0]!.terms
    expect(asciiTermsUse.sections).toBe(before + 1)
    process.env.CONTENT_FAST_TERMS = '0'
    const slow = decodePageSearch(encodePageSearch([section]))[0]!.terms
    expect(asciiTermsUse.sections).toBe(before + 1)
    expect(slow).toBe(fast)
  })

  it('the switches are part of the compiler fingerprint', () => {
    const on = fastPathState()
    process.env.CONTENT_FAST_PARSE = '0'
    expect(fastPathState()).not.toBe(on)
    delete process.env.CONTENT_FAST_PARSE
    process.env.CONTENT_FAST_TERMS = '0'
    expect(fastPathState()).not.toBe(on)
  })

  it('pins the libraries the fast paths must match to exact versions', () => {
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>
      overrides: Record<string, string>
    }
    const pinned = { ...pkg.devDependencies, ...pkg.overrides }
    for (const name of [
      'remark-parse',
      'remark-gfm',
      'remark-mdc',
      'micromark',
      'micromark-core-commonmark',
      'micromark-extension-gfm',
      'micromark-extension-gfm-table',
      'micromark-extension-gfm-autolink-literal',
      'mdast-util-from-markdown',
      'mdast-util-gfm-autolink-literal',
      'yaml',
    ])
      expect(pinned[name], name).toMatch(/^\d+\.\d+\.\d+$/)
  })
})
