import { describe, expect, it } from 'vitest'
import { createHeadingSlugger, FALLBACK_HEADING_ID, slugifyHeading } from './slug'

describe('slugifyHeading', () => {
  it.each([
    ['Getting Started', 'getting-started'],
    ['Hello, World!', 'hello-world'],
    ['Using `useFetch()` & friends', 'using-usefetch-friends'],
    ['  spaced   out  ', 'spaced-out'],
    ['a -- b', 'a-b'],
    ['-edge-', 'edge'],
    ['安装指南', '安装指南'],
    ['Vue 3 与 Aster', 'vue-3-与-aster'],
    ['Café crème', 'café-crème'],
    ['v4.0.0 release', 'v400-release'],
    ['snake_case name', 'snakecase-name'],
    ['🚀', FALLBACK_HEADING_ID],
  ])('%s → %s', (text, slug) => {
    expect(slugifyHeading(text)).toBe(slug)
  })
})

describe('createHeadingSlugger', () => {
  it('suffixes repeats and skips ids already taken', () => {
    const slug = createHeadingSlugger()
    expect(['Setup', 'Setup', 'Setup 1', 'Setup'].map(slug)).toEqual([
      'setup',
      'setup-1',
      'setup-1-1',
      'setup-2',
    ])
  })
})
