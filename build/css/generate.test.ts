import { resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGenerator } from '@unocss/core'
import { readCssSources } from './generate'
import {
  extractClassTokens,
  LITERAL_TOKENS_SWITCH,
  mayBeUtility,
  withoutComments,
} from './class-tokens'
import unoConfig from './uno.config'

const ROOT = resolve(import.meta.dirname, '../..')

describe('CSS class sources without comments', () => {
  it('drops line and block comments, and keeps strings that look like them', () => {
    const source = [
      '// a line comment with the word container',
      "const url = 'https://example.com/a' // trailing",
      'const b = "/* not a comment */"',
      '/** a block',
      ' * comment: static blur */',
      'const t = `grid ${cols} // kept`',
      '<p className="flex gap-2">Don\'t stop</p>',
    ].join('\n')
    const kept = withoutComments(source)
    expect(kept).not.toMatch(/container|trailing|static|blur/)
    for (const part of [
      "'https://example.com/a'",
      '"/* not a comment */"',
      '`grid ${cols} // kept`',
      'className="flex gap-2"',
      "Don't stop",
    ])
      expect(kept).toContain(part)
  })

  it("keeps every className string of the site's sources", async () => {
    const { texts } = await readCssSources(ROOT)
    let checked = 0
    for (const [file, text] of texts) {
      const kept = withoutComments(text)
      for (const [attribute] of text.matchAll(/className="[^"]*"/g)) {
        // a className inside a comment (an example in prose) is no class of the page
        const inComment = text
          .split('\n')
          .some((line) => line.includes(attribute) && /^\s*(\/\/|\*)/.test(line))
        if (inComment) continue
        expect(kept, `${file}: ${attribute}`).toContain(attribute)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(500)
  })
})

describe('tokens that cannot be utilities', () => {
  it('are none: the CSS of the sources is the same without them', async () => {
    const { texts } = await readCssSources(ROOT)
    const generator = await createGenerator(unoConfig)
    const all = new Set<string>()
    for (const [file, text] of texts)
      await generator.applyExtractors(withoutComments(text), file, all)
    const kept = new Set([...all].filter(mayBeUtility))
    // the filter must matter, or this proves nothing
    expect(all.size - kept.size).toBeGreaterThan(1_000)
    const options = { preflights: true, minify: true }
    const fresh = await createGenerator(unoConfig)
    expect((await fresh.generate(kept, options)).css).toBe(
      (await generator.generate(all, options)).css
    )
  })

  it('keep lower-case utilities and anything inside brackets', () => {
    for (const token of [
      'flex',
      'dark:bg-slate-900/60',
      'font-[Inter]',
      "content-['A']",
      'w-1.5',
      'bg-[url(/a.png)]',
      '[&:has([data-x].open)]:flex',
      "before:content-['→']",
    ])
      expect(mayBeUtility(token), token).toBe(true)
    for (const token of ['createElement', 'useState', 'A[x]', '搜索', 'admin.title', './page.tsx'])
      expect(mayBeUtility(token), token).toBe(false)
  })
})

describe('tokens of the literals and plain words of code', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('give the CSS every token gives, with far fewer tokens', async () => {
    const { texts } = await readCssSources(ROOT)
    const generator = await createGenerator(unoConfig)
    const tokens = async () => {
      const all = new Set<string>()
      for (const [file, text] of texts) await extractClassTokens(generator, text, file, all)
      return new Set([...all].filter(mayBeUtility))
    }
    const few = await tokens()
    vi.stubEnv(LITERAL_TOKENS_SWITCH, '0')
    const every = await tokens()
    // the cut must matter (about 6,300 tokens against 3,400), or this proves nothing
    expect(every.size - few.size).toBeGreaterThan(2_000)
    const options = { preflights: true, minify: true }
    expect((await (await createGenerator(unoConfig)).generate(few, options)).css).toBe(
      (await (await createGenerator(unoConfig)).generate(every, options)).css
    )
  })

  it('keep the classes of literals and the words of code, not the rest of code', async () => {
    const generator = await createGenerator(unoConfig)
    const tokens = new Set<string>()
    const source = [
      'const b = rows.map((row) => row.id) // a comment: static',
      'for (const transform of list) use(transform)',
      '<p className="flex gap-2">Don\'t stop</p>',
      "const cls = cn('grid', open && `px-4 ${wide ? 'w-full' : ''}`)",
    ].join('\n')
    await extractClassTokens(generator, source, 'x.tsx', tokens)
    for (const token of ['flex', 'gap-2', 'grid', 'px-4', 'w-full', 'b', 'transform'])
      expect(tokens, token).toContain(token)
    for (const token of ['rows.map((row)', 'row.id)', 'static']) expect(tokens).not.toContain(token)
  })
})
