import { describe, expect, it } from 'vitest'
import {
  countTitleWords,
  MAX_QUERY_WORDS,
  MAX_WORD_LENGTH,
  pickQueryWords,
  stemOf,
} from './query-words'
import { MAX_QUERY_LENGTH } from './text'

/** Repeats the words, space separated, up to the longest accepted query. */
const fill = (words: string[]) => {
  let query = ''
  for (let n = 0; query.length < MAX_QUERY_LENGTH; n++) query += `${words[n % words.length]} `
  return query.slice(0, MAX_QUERY_LENGTH)
}
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('')
/** Real words, each followed by many one-edit neighbours in the vocabulary below. */
const VOCABULARY = [
  'route',
  'router',
  'routes',
  'routing',
  'rout',
  'grout',
  'trout',
  'scout',
  'shout',
  'stout',
  'about',
  'config',
  'server',
].sort()

describe('the searched words of a query (bounded work per request)', () => {
  it('keeps words in order and case, once each, splitting where Orama splits', () => {
    expect(pickQueryWords('route middleware')).toEqual(['route', 'middleware'])
    expect(pickQueryWords('Route route ROUTE rules')).toEqual(['Route', 'rules'])
    expect(pickQueryWords('aster.config.js')).toEqual(['aster', 'config', 'js'])
    expect(pickQueryWords('useCook use-aster-data')).toEqual(['useCook', 'use-aster-data'])
    expect(pickQueryWords('中文社区 水')).toEqual(['中文社区', '水'])
  })

  it('skips one-letter words unless the query has nothing else, keeps digits', () => {
    expect(pickQueryWords('a guide to x')).toEqual(['guide', 'to'])
    expect(pickQueryWords('Upgrading from Aster 3')).toEqual(['Upgrading', 'from', 'Aster', '3'])
    expect(pickQueryWords('c++')).toEqual(['c'])
    expect(pickQueryWords('a')).toEqual(['a'])
    expect(pickQueryWords('$$ ...')).toEqual([])
  })

  it('bounds a hostile 200-character query: one-letter words, dotted letters, many long words', () => {
    expect(pickQueryWords(fill(LETTERS))).toEqual(['a'])
    expect(pickQueryWords(`${LETTERS.join('.')}.`.repeat(8).slice(0, MAX_QUERY_LENGTH))).toEqual([
      'a',
    ])
    const words = Array.from({ length: 40 }, (_, n) => `word${n}`)
    expect(pickQueryWords(fill(words))).toEqual(words.slice(0, MAX_QUERY_WORDS))
    const long = pickQueryWords('x'.repeat(MAX_QUERY_LENGTH))
    expect(long).toEqual(['x'.repeat(MAX_WORD_LENGTH)])
  })
})

describe('countTitleWords', () => {
  it('counts a Latin word as one and a CJK word as the bigrams it is searched by', () => {
    expect(countTitleWords(pickQueryWords('Server engine'))).toBe(2)
    expect(countTitleWords(pickQueryWords('安装'))).toBe(1)
    // the heading '手动安装' holds `安装` but is not exactly it
    expect(countTitleWords(pickQueryWords('手动安装'))).toBe(3)
    expect(countTitleWords(pickQueryWords('Aster 安装依赖'))).toBe(4)
    expect(countTitleWords(pickQueryWords('装'))).toBe(1)
  })
})

describe('stemOf', () => {
  it('cuts the endings that hide a word behind another form of it', () => {
    // each reaches the other: `migrat` completes to `migration`, `migr` to `migrate`
    expect(stemOf('migrate')).toBe('migrat')
    expect(stemOf('migration')).toBe('migr')
    expect(stemOf('deployment')).toBe('deploy')
    expect(stemOf('configurations')).toBe('configur')
    expect(stemOf('route')).toBe('rout')
  })

  it('leaves words whose completions already hold their forms, and short stems', () => {
    expect(stemOf('routing')).toBeUndefined()
    expect(stemOf('routes')).toBeUndefined()
    expect(stemOf('cached')).toBeUndefined()
    expect(stemOf('use')).toBeUndefined()
    expect(stemOf('orbit')).toBeUndefined()
  })
})
