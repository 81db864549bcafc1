import { describe, expect, it } from 'vitest'
import { DOCS_TREE } from '../content/__fixtures__/docs-tree'
import { docsMenuLinks, docsSectionsOf } from '../docs/sections'
import { getHeaderMenus, headerLinkText } from './header-links'
import { en } from '../i18n/en'

const TREE = [
  ...DOCS_TREE,
  {
    title: 'Recipes',
    path: '/docs/4.x/recipes',
    icon: 'i-lucide-chef-hat',
    children: [{ title: 'Auth', path: '/docs/4.x/recipes/auth' }],
  },
  {
    title: 'Migration',
    path: '/docs/4.x/migration',
    children: [{ title: 'From 3.x', path: '/docs/4.x/migration/from-3' }],
  },
]
/** The Chinese tree: one section titled by its `.navigation.zh-CN.yml`, the others in English. */
const ZH_TREE = TREE.map((item) =>
  item.path === '/docs/4.x/guide' ? { ...item, title: '指南' } : item
)

const docsMenu = (locale: 'en' | 'zh-CN') =>
  getHeaderMenus(
    docsMenuLinks(
      docsSectionsOf('/docs/4.x', TREE, [{ locale: 'zh-CN', navigation: ZH_TREE }]),
      locale
    )
  )[0]!.children!

describe("the header's Docs menu", () => {
  it("lists the content's sections in content order, titled by the content, sub-sections left out", () => {
    expect(docsMenu('en').map((link) => [headerLinkText(link, en), link.to])).toEqual([
      ['Get Started', '/docs/4.x/getting-started'],
      ['Guide', '/docs/4.x/guide'],
      ['Recipes', '/docs/4.x/recipes'],
    ])
    expect(docsMenu('en')[2]).toMatchObject({ icon: 'i-lucide-chef-hat' })
  })

  it('titles a section in Chinese where the content translates it, else in its own title', () => {
    expect(docsMenu('zh-CN').map((link) => headerLinkText(link, en))).toEqual([
      'Get Started',
      '指南',
      'Recipes',
    ])
  })

  it('has no links when the content has no sections', () => {
    expect(getHeaderMenus()[0]!.children).toEqual([])
  })
})
