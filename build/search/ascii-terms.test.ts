import { afterEach, describe, expect, it } from 'vitest'
import { searchTokenizer } from '../../src/shared/search/tokenizer'
import { asciiSentenceTokens } from './ascii-terms'
import { sectionTerms } from './section-terms'

/** Seeded random sentences from characters that exercise every branch of the tokenizer. */
function* randomSentences(count: number, seed = 7): Generator<string> {
  const pieces = [
    ...'aAbBzZqQ09_\'-. \t`(){}<>/\\|"@#$%^&*+=~,',
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
  ]
  let state = seed
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  for (let index = 0; index < count; index++) {
    let sentence = ''
    const length = Math.floor(next() * 16)
    for (let part = 0; part < length; part++) sentence += pieces[Math.floor(next() * pieces.length)]
    yield sentence
  }
}

describe('asciiSentenceTokens', () => {
  afterEach(() => {
    delete process.env.CONTENT_FAST_TERMS
  })

  it('gives the search tokenizer’s tokens, in its order, for every ASCII sentence', () => {
    const tokenizer = searchTokenizer()
    let compared = 0
    for (const sentence of randomSentences(20_000)) {
      const fast = asciiSentenceTokens(sentence)
      expect(fast, sentence).toEqual(tokenizer.tokenize(sentence))
      compared++
    }
    expect(compared).toBe(20_000)
    expect(asciiSentenceTokens('the useCookieState hook-name')).toEqual([
      'the',
      'usecookiestate',
      'hook-name',
      'use',
      'cookie',
      'state',
      'hook',
      'name',
    ])
  })

  it('leaves a sentence with any character outside ASCII to the tokenizer', () => {
    expect(asciiSentenceTokens('café au lait')).toBeUndefined()
    expect(asciiSentenceTokens('安装 Aster')).toBeUndefined()
    expect(asciiSentenceTokens('a — b')).toBeUndefined()
  })

  it('makes the same section terms as the tokenizer alone (CONTENT_FAST_TERMS=0)', () => {
    const sentences = [...randomSentences(400, 11)]
    const section = {
      id: '/docs/x#y',
      title: 'The useCookieState hook',
      titles: ['Guide', 'Cookies — 安装'],
      level: 2,
      content: `${sentences.join('. ')} Mixed café text; then useFetch! 中文内容 more_words.`,
    }
    const fast = sectionTerms(section)
    process.env.CONTENT_FAST_TERMS = '0'
    expect(fast).toBe(sectionTerms(section))
  })
})
