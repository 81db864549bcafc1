import { afterEach, describe, expect, it } from 'vitest'
import { searchTokenizer } from '../../src/shared/search/tokenizer'
import { countSentenceTokens } from './ascii-terms'
import { decodePageSearch, encodePageSearch } from './page-search'
import { sectionTerms } from './section-terms'

/** Seeded random text from pieces that exercise every branch of the tokenizer. */
function* randomTexts(count: number, seed = 7): Generator<string> {
  const pieces = [
    ...'aAbBzZqQ09_\'-. \t`(){}<>/\\|"@#$%^&*+=~,!?;:\n',
    ' \u00a0',
    'useCookieState',
    'HTMLElement',
    'x_fooBar',
    'ABCdef',
    '9fooBar',
    'aster.config.ts',
    "don't",
    '--flag',
    'snake_case_name',
    'a-b',
    '__proto__',
    "'quoted'",
    'getURLParams2Now',
    'café',
    '— ',
    '安装指南',
    'İstanbul',
  ]
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let index = 0; index < count; index++) {
    let text = ''
    const length = Math.floor(next() * 40)
    for (let part = 0; part < length; part++) text += pieces[Math.floor(next() * pieces.length)]
    yield text
  }
}

/** What section-terms.ts counted before the fast path: the tokenizer on every sentence. */
function countByTokenizer(content: string, hits: Map<string, number>): number {
  let length = 0
  for (const sentence of content.split(/[.!?;:\n]+\s*/)) {
    const found = searchTokenizer().tokenize(sentence)
    length += found.length
    for (const token of found) hits.set(token, (hits.get(token) ?? 0) + 4)
  }
  return length
}

describe('countSentenceTokens', () => {
  afterEach(() => {
    delete process.env.CONTENT_FAST_TERMS
  })

  it('counts what the search tokenizer finds in each sentence, in its order', () => {
    const tokenize = (sentence: string) => searchTokenizer().tokenize(sentence)
    let fastSentences = 0
    for (const text of randomTexts(20_000)) {
      const fast = new Map<string, number>()
      const slow = new Map<string, number>()
      let tokenized = 0
      const fastLength = countSentenceTokens(text, fast, (sentence) => {
        tokenized++
        return tokenize(sentence)
      })
      expect(fastLength, text).toBe(countByTokenizer(text, slow))
      expect([...fast], text).toEqual([...slow])
      if (tokenized === 0 && fast.size) fastSentences++
    }
    // most texts never reach the tokenizer: the fast path did the work
    expect(fastSentences).toBeGreaterThan(5_000)
    const hits = new Map<string, number>()
    expect(countSentenceTokens('the useCookieState hook-name. the end', hits, tokenize)).toBe(10)
    expect([...hits.keys()]).toEqual([
      'the',
      'usecookiestate',
      'hook-name',
      'use',
      'cookie',
      'state',
      'hook',
      'name',
      'end',
    ])
    expect(hits.get('the')).toBe(8)
  })

  it('sends a sentence with a character outside ASCII to the tokenizer, as it is', () => {
    const sent: string[] = []
    countSentenceTokens('Plain words. Un café au lait!  安装 Aster', new Map(), (sentence) => {
      sent.push(sentence)
      return []
    })
    expect(sent).toEqual(['Un café au lait', '安装 Aster'])
  })

  it('counts section after section on one counter as the tokenizer does each alone', () => {
    // the counter keeps its token table and arrays from one section to the next (token-ids.ts):
    // what one section counted must not leak into the next, titles and repeats included
    const texts = [...randomTexts(6_000, 23)]
    for (let index = 0; index + 2 < texts.length; index += 3) {
      const section = {
        id: `/docs/x#s${index}`,
        title: texts[index]!.slice(0, 40),
        titles: ['Guide', texts[index + 1]!.slice(0, 30)],
        level: 2,
        content: `${texts[index + 1]} ${texts[index + 2]}`,
      }
      expect(sectionTerms(section), section.content).toBe(sectionTerms(section, false))
    }
  })

  it('makes the same section terms as the tokenizer alone (CONTENT_FAST_TERMS=0)', () => {
    const section = {
      id: '/docs/x#y',
      title: 'The useCookieState hook',
      titles: ['Guide', 'Cookies — 安装'],
      level: 2,
      content: [...randomTexts(300, 11)].join(' '),
    }
    expect(sectionTerms(section)).toBe(sectionTerms(section, false))
    // the compile's switch: CONTENT_FAST_TERMS=0 gives the tokenizer's terms, the same
    const fast = decodePageSearch(encodePageSearch([section]))[0]!.terms
    process.env.CONTENT_FAST_TERMS = '0'
    expect(decodePageSearch(encodePageSearch([section]))[0]!.terms).toBe(fast)
    expect(fast).toBe(sectionTerms(section, false))
  })
})
