import { describe, expect, it } from 'vitest'
import { findCorrections, isOneEditAway } from './typo'

describe('one-edit typo tolerance', () => {
  it.each([
    ['instalation', 'installation'],
    ['configuraton', 'configuration'],
    ['confgiuration', 'configuration'],
    ['hidration', 'hydration'],
    ['routing', 'routing'],
  ])('%s is one edit from %s', (a, b) => {
    expect(isOneEditAway(a, b)).toBe(true)
    expect(isOneEditAway(b, a)).toBe(true)
  })

  it.each([
    ['instaltion', 'installation'],
    ['abc', 'cba'],
    ['route', 'routing'],
  ])('%s is more than one edit from %s', (a, b) => {
    expect(isOneEditAway(a, b)).toBe(false)
  })

  const vocabulary = [
    'config',
    'configuration',
    'hydration',
    'installation',
    'install',
    'prerendering',
    'routing',
  ]

  it('corrects unknown words against the vocabulary, whole or as a prefix', () => {
    expect(findCorrections('prerendring', vocabulary)).toEqual(['prerendering'])
    expect(findCorrections('instalat', vocabulary)).toEqual(['installation'])
    expect(findCorrections('hidration', vocabulary)).toEqual(['hydration'])
  })

  it('leaves known words, prefixes and short words alone', () => {
    expect(findCorrections('config', vocabulary)).toEqual([])
    expect(findCorrections('instal', vocabulary)).toEqual([])
    expect(findCorrections('cnf', vocabulary)).toEqual([])
  })
})
