import { describe, expect, it } from 'vitest'
import { DOCS_VERSIONS } from '../docs/versions'
import { getHeaderMenus } from './header-links'

const docsMenu = (sections?: string[]) =>
  getHeaderMenus(DOCS_VERSIONS[0], sections)[0]!.children!.map((link) => link.to)

describe('the header Docs menu', () => {
  it('lists only the sections the content has, in the menu order', () => {
    const path = DOCS_VERSIONS[0].path
    expect(docsMenu(['api', 'getting-started', 'guide', 'bridge'])).toEqual([
      `${path}/getting-started`,
      `${path}/guide`,
      `${path}/api`,
    ])
  })

  it('keeps every section when the content is not known (no build data)', () => {
    expect(docsMenu()).toHaveLength(5)
  })
})
