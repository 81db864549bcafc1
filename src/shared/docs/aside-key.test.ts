import { describe, expect, it } from 'vitest'
import type { DocsPageData } from '../page-data'
import { asideKey } from './aside-key'
import type { SidebarNode } from './sidebar-tree'

const tree = (open: 'a' | 'b'): SidebarNode[] => [
  open === 'a'
    ? {
        kind: 'group',
        title: 'A',
        path: '/docs/4.x/guide/a',
        items: [
          { kind: 'page', title: 'One', path: '/docs/4.x/guide/a/one' },
          { kind: 'page', title: 'Two', path: '/docs/4.x/guide/a/two' },
        ],
      }
    : {
        kind: 'group',
        title: 'A',
        path: '/docs/4.x/guide/a',
        collapsed: { first: '/docs/4.x/guide/a/one', count: 2 },
      },
  { kind: 'page', title: 'B', path: '/docs/4.x/guide/b' },
]

/** The parts of a docs page the key reads; the rest does not matter to it. */
const page = (path: string, open: 'a' | 'b', extra: Partial<DocsPageData> = {}) =>
  ({
    locale: 'en',
    path,
    version: { shortTag: 'v4' },
    sectionTitle: 'Guide',
    sections: [{ title: 'Guide', path: '/docs/4.x/guide', active: true }],
    navigation: tree(open),
    versions: [{ path }],
    ...extra,
  }) as unknown as DocsPageData

describe('asideKey', () => {
  it('is the same for two pages of one open group, whatever their version targets', () => {
    expect(asideKey(page('/docs/4.x/guide/a/one', 'a'))).toBe(
      asideKey(page('/docs/4.x/guide/a/two', 'a'))
    )
  })

  it('changes with the open groups, the language and whether the tree shows the page', () => {
    const one = asideKey(page('/docs/4.x/guide/a/one', 'a'))
    expect(asideKey(page('/docs/4.x/guide/b', 'b'))).not.toBe(one)
    expect(asideKey(page('/docs/4.x/guide/a/one', 'a', { locale: 'zh-CN' }))).not.toBe(one)
    // a page outside the tree (no link to mark) never shares the key of a page in it
    expect(asideKey(page('/docs/4.x/guide/elsewhere', 'a'))).not.toBe(one)
  })
})
