import { components } from '@orama/orama'
import { describe, expect, it } from 'vitest'
import { hasCjk, cjkBigrams } from './text'
import { asciiTokens, createSearchTokenizer, searchTokenizer, useSearchAnalysis } from './tokenizer'

const tokenize = (text: string) => createSearchTokenizer().tokenize(text)

describe('search tokenizer', () => {
  it('lower-cases Latin words and drops punctuation', () => {
    expect(tokenize('Route Rules, <AsterLink>!')).toEqual([
      'route',
      'rules',
      'asterlink',
      'aster',
      'link',
    ])
  })

  it('adds the parts of camelCase and hyphenated words', () => {
    expect(tokenize('useCookieState')).toEqual(
      expect.arrayContaining(['usecookiestate', 'use', 'cookie', 'state'])
    )
    expect(tokenize('server-side')).toEqual(
      expect.arrayContaining(['server-side', 'server', 'side'])
    )
  })

  it('turns CJK runs into character bigrams, the same for a text and a query inside it', () => {
    expect(cjkBigrams('中文社区')).toEqual(['中文', '文社', '社区'])
    expect(cjkBigrams('中')).toEqual(['中'])
    const text = tokenize('Aster 拥有一个活跃的中文开发者社区。')
    expect(text).toContain('aster')
    for (const token of tokenize('中文开发者')) expect(text).toContain(token)
  })

  it('detects CJK text', () => {
    expect(hasCjk('部署 preset')).toBe(true)
    expect(hasCjk('preset')).toBe(false)
    expect(hasCjk('部署')).toBe(true)
  })
})

describe('the ASCII fast path', () => {
  it("gives Orama's English tokens for any ASCII text", () => {
    const orama = components.tokenizer.createTokenizer({ language: 'english', stemming: false })
    const alphabet = 'aZ9_\'- .,;:!?()[]{}<>/\\|@#$%^&*+=~`"\t\n\x00\x7fQxY'
    let seed = 5
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n
    const texts = ['', ' ', "--'_", 'Route Rules, <AsterLink>! useHead() server-side']
    for (let round = 0; round < 3000; round++) {
      let text = ''
      for (let length = random(40); length > 0; length--) text += alphabet[random(alphabet.length)]
      texts.push(text)
    }
    for (const text of texts)
      expect(asciiTokens(text), JSON.stringify(text)).toEqual(
        orama.tokenize(text, undefined, undefined, false)
      )
  })
})

describe('search tokenizer memory', () => {
  it('keeps no normalization cache, however many distinct words it sees', () => {
    const tokenizer = createSearchTokenizer()
    // Orama's search passes no `withCache` (its default is true); the insert path passes false
    for (let i = 0; i < 100_000; i++) {
      const word = `word${i.toString(36)}`
      tokenizer.tokenize(`${word} x${word}`, undefined, undefined, true)
      tokenizer.tokenize(word, 'english', 'content')
    }
    expect(tokenizer.normalizationCache.size).toBe(0)
    expect(tokenizer.tokenize('Word word', undefined, undefined, true)).toEqual(['word'])
  })
})

describe('the parts of the analysis chain (each measured by `npm run bench -- --analysis`)', () => {
  it('uses none by default: no stemming, no stop words, CJK bigrams', () => {
    expect(createSearchTokenizer().tokenize('The routes 路由中间件')).toEqual([
      'the',
      'routes',
      '路由',
      '由中',
      '中间',
      '间件',
    ])
  })

  it('applies a stemmer, stop words and a CJK segmenter when given', () => {
    const tokenizer = createSearchTokenizer(undefined, {
      stem: (word) => word.replace(/s$/, ''),
      stopWords: new Set(['the']),
      segmentCjk: (run) => [run.slice(0, 2), run.slice(2)],
    })
    expect(tokenizer.tokenize('The routes 路由中间件')).toEqual(['route', '路由', '中间件'])
  })

  it('puts a chain in use for every reader of searchTokenizer, and restores the chosen one', () => {
    useSearchAnalysis({ stopWords: new Set(['the']) })
    expect(searchTokenizer().tokenize('the island')).toEqual(['island'])
    useSearchAnalysis()
    expect(searchTokenizer().tokenize('the island')).toEqual(['the', 'island'])
  })
})
