import { describe, expect, it } from 'vitest'
import { isSlugSegment, slugifyFileName, spelledFileName, stripOrderPrefix } from './file-slug'

describe('slugifyFileName', () => {
  it.each([
    ['installation', 'installation'],
    ['getting-started', 'getting-started'],
    ['404', '404'],
    ['$fetch', 'fetch'],
    ['useAsyncData', 'use-async-data'],
    ['useFetch', 'use-fetch'],
    ['HTMLParser', 'html-parser'],
    ['getHTTPStatus', 'get-http-status'],
    ['v2Migration', 'v2-migration'],
    ['FAQ', 'faq'],
    ['Getting Started', 'getting-started'],
    ['getting_started', 'getting-started'],
    ['  spaced  out  ', 'spaced-out'],
    ['café', 'cafe'],
    ['Ångström', 'angstrom'],
    ['Straße', 'strasse'],
    ['Œuvre', 'oeuvre'],
    ['ÉtéPlage', 'ete-plage'],
    ['a -- b', 'a-b'],
    ['-leading', 'leading'],
    ['nuxt.config', 'nuxt-config'],
    ['C++', 'c'],
    ['$$$', ''],
    ['安装', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugifyFileName(name)).toBe(slug)
  })

  it('keeps names that are already slugs and always returns one', () => {
    for (const name of ['a', 'a-b', 'x1', '1-2-3']) expect(slugifyFileName(name)).toBe(name)
    for (const name of ['$fetch', 'useAsyncData', 'Getting Started', 'café'])
      expect(isSlugSegment(slugifyFileName(name))).toBe(true)
  })
})

describe('stripOrderPrefix', () => {
  it('strips the numeric order prefix only', () => {
    expect(stripOrderPrefix('02.installation')).toBe('installation')
    expect(stripOrderPrefix('2.Getting Started')).toBe('Getting Started')
    expect(stripOrderPrefix('v2.install')).toBe('v2.install')
  })
})

describe('spelledFileName', () => {
  it.each([
    ['$fetch', 'dollarfetch'],
    ['a+b', 'aplusb'],
    ['r&d notes', 'randd-notes'],
    ['@scope', 'atscope'],
    ['fetch', ''],
    ['useAsyncData', ''],
  ])('%j → %j', (name, spelled) => {
    expect(spelledFileName(name)).toBe(spelled)
  })
})
