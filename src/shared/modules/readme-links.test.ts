import { describe, expect, it } from 'vitest'
import { isRelativeUrl, resolveReadmeUrl } from './readme-links'

const REPO = 'aster-community/aster-seo-kit'

describe('resolveReadmeUrl', () => {
  it.each([
    ['docs/usage.md', `https://github.com/${REPO}/blob/main/docs/usage.md`],
    ['./docs/usage.md#options', `https://github.com/${REPO}/blob/main/docs/usage.md#options`],
    ['../LICENSE', `https://github.com/${REPO}/blob/main/LICENSE`],
    ['/CONTRIBUTING.md', `https://github.com/${REPO}/blob/main/CONTRIBUTING.md`],
    ['examples/?tab=readme', `https://github.com/${REPO}/blob/main/examples/?tab=readme`],
  ])('points the link %s at the repository', (url, expected) => {
    expect(resolveReadmeUrl(url, REPO)).toBe(expected)
  })

  it('points images at the raw file', () => {
    expect(resolveReadmeUrl('./.github/banner.png', REPO, 'image')).toBe(
      `https://github.com/${REPO}/raw/main/.github/banner.png`
    )
  })

  it.each(['https://example.com/x', 'mailto:a@b.c', '//cdn.example/x.png', '#usage', 'HTTP://x'])(
    'keeps %s',
    (url) => {
      expect(isRelativeUrl(url)).toBe(false)
      expect(resolveReadmeUrl(url, REPO)).toBe(url)
    }
  )
})
