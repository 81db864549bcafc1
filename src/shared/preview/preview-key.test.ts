import { describe, expect, it } from 'vitest'
import { previewHash, previewTokenOfHash } from './preview-key'

describe('the preview fragment', () => {
  it('carries a token from the preview link to the page', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJwcmV2aWV3Ijp0cnVlfQ.sig-_x'
    expect(previewHash(token)).toBe(`#aster-preview=${token}`)
    expect(previewTokenOfHash(previewHash(token))).toBe(token)
  })

  it('is nothing for another fragment, an empty one or a malformed escape', () => {
    for (const hash of [
      '',
      '#',
      '#intro',
      '#aster-preview=',
      '#x-aster-preview=1',
      '#aster-preview=%E0',
    ])
      expect(previewTokenOfHash(hash), hash).toBeUndefined()
  })
})
