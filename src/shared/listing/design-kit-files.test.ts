import { describe, expect, it } from 'vitest'
import { groupDesignKitFiles } from './design-kit-files'

describe('groupDesignKitFiles', () => {
  it('groups formats of one name, SVG first, and reads the background from the name', () => {
    expect(
      groupDesignKitFiles([
        '/assets/design-kit/logo-black.png',
        '/assets/design-kit/logo-black.svg',
        '/assets/design-kit/logo-white.svg',
        '/assets/design-kit/palette.ase',
      ])
    ).toEqual([
      {
        key: 'logo-black',
        background: 'light',
        preview: '/assets/design-kit/logo-black.svg',
        downloads: [
          { format: 'SVG', href: '/assets/design-kit/logo-black.svg' },
          { format: 'PNG', href: '/assets/design-kit/logo-black.png' },
        ],
      },
      {
        key: 'logo-white',
        background: 'dark',
        preview: '/assets/design-kit/logo-white.svg',
        downloads: [{ format: 'SVG', href: '/assets/design-kit/logo-white.svg' }],
      },
    ])
  })
})
