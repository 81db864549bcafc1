import { describe, expect, it } from 'vitest'
import { en } from '../../shared/i18n/en'
import { zhCN } from '../../shared/i18n/zh-CN'
import { pickMessages } from '../../shared/i18n/pick'
import { IDLE_GROUP_LABELS_EN } from './__fixtures__/idle-groups'
import type { SearchResult } from '../../shared/search/api'
import {
  buildPaletteGroups,
  formatLabel,
  PALETTE_LABEL_KEYS,
  type PaletteData,
} from './palette-items'

const labels = pickMessages(en, PALETTE_LABEL_KEYS)
const result = (id: string, group: 'docs' | 'blog'): SearchResult => ({
  id,
  path: id.split('#')[0]!,
  anchor: id.split('#')[1] ?? null,
  title: id,
  titles: ['Parent'],
  level: 2,
  group,
  snippet: 'x',
})
/** Each version's Docs menu links as the header has them (the content's sections). */
const DOCS_MENUS = {
  '/docs/4.x': [{ title: 'Get Started', to: '/docs/4.x/getting-started', icon: 'i-lucide-rocket' }],
  '/docs/3.x': [
    { title: 'Get Started', to: '/docs/3.x/getting-started' },
    { title: 'Recipes', to: '/docs/3.x/recipes' },
  ],
}
const data = (patch: Partial<PaletteData>): PaletteData => ({
  term: '',
  version: 4,
  sections: [],
  modules: [],
  hosting: [],
  labels,
  docsMenus: DOCS_MENUS,
  ...patch,
})

describe('palette groups', () => {
  it('before typing: Ask AI, then the header menu links of the current docs version', () => {
    const groups = buildPaletteGroups(data({ version: 3 }))
    expect(groups.map((group) => group.label)).toEqual(IDLE_GROUP_LABELS_EN)
    expect(groups[0]!.items).toEqual([expect.objectContaining({ kind: 'ai', label: 'Ask AI' })])
    const links = groups.flatMap((group) => group.items).filter((item) => item.kind === 'link')
    expect(links.map((item) => item.kind === 'link' && item.href)).toEqual(
      expect.arrayContaining([
        '/docs/3.x/getting-started',
        '/modules',
        '/deploy',
        'https://certification.aster.example',
        '/enterprise/sponsors',
        '/blog',
      ])
    )
    expect(links.find((item) => item.label === 'Certification')).toMatchObject({ external: true })
    // the Docs links are the version's sections, titled by the content
    expect(groups[1]!.items.map((item) => item.kind === 'link' && [item.label, item.href])).toEqual(
      [
        ['Get Started', '/docs/3.x/getting-started'],
        ['Recipes', '/docs/3.x/recipes'],
      ]
    )
  })

  it('before typing, with docs of no sections: no empty Docs group', () => {
    const groups = buildPaletteGroups(data({ docsMenus: {} }))
    expect(groups.map((group) => group.label)).toEqual(
      IDLE_GROUP_LABELS_EN.filter((label) => label !== 'Docs')
    )
  })

  it('while typing: docs and blog sections, Modules, Hosting, then Ask AI about the term', () => {
    const groups = buildPaletteGroups(
      data({
        term: 'cloud',
        sections: [result('/docs/4.x/deploy#cloud', 'docs'), result('/blog/cloud', 'blog')],
        modules: [
          { name: 'cloudinary', npm: '@aster/cloudinary', repo: 'aster/cloudinary' },
          { name: 'other', npm: 'other', repo: 'x/other' },
        ],
        hosting: [
          {
            title: 'Cloudflare',
            description: '',
            path: '/deploy/cloudflare',
            logoIcon: null,
            logoSrc: null,
          },
        ],
      })
    )
    expect(groups.map((group) => group.label)).toEqual([
      'Documentation',
      'Blog',
      'Modules',
      'Hosting',
      'Ask AI',
    ])
    expect(groups[0]!.items[0]).toMatchObject({
      href: '/docs/4.x/deploy#cloud',
      description: 'Parent',
    })
    expect(groups[2]!.items.map((item) => item.label)).toEqual(['cloudinary'])
    expect(groups[2]!.items[0]).toMatchObject({ href: '/modules/cloudinary' })
    expect(groups[3]!.items[0]).toMatchObject({ label: 'Cloudflare', href: '/deploy/cloudflare' })
    expect(groups[4]!.items).toEqual([
      expect.objectContaining({ kind: 'ai', label: 'Ask AI about "cloud"', query: 'cloud' }),
    ])
  })

  it("shows the term as typed in labels, even with replacement patterns ($', $&, $1)", () => {
    expect(formatLabel(labels['search.askAiAbout'], "$'")).toBe('Ask AI about "$\'"')
    expect(formatLabel(labels['search.askAiAbout'], '$&')).toBe('Ask AI about "$&"')
    expect(formatLabel(labels['search.noResults'], '$` $$ $1')).toBe('No results for "$` $$ $1"')
    const [ai] = buildPaletteGroups(data({ term: "$'" })).filter((group) => group.id === 'ask-ai')
    expect(ai!.items[0]).toMatchObject({ label: 'Ask AI about "$\'"', query: "$'" })
  })

  it('drops empty groups and caps each at 42', () => {
    const sections = Array.from({ length: 50 }, (_, n) => result(`/docs/4.x/p${n}`, 'docs'))
    const groups = buildPaletteGroups(data({ term: 'p', sections }))
    expect(groups.map((group) => group.id)).toEqual(['docs', 'ask-ai'])
    expect(groups[0]!.items).toHaveLength(42)
  })

  it('honours a smaller palette limit in every group, never more than 42', () => {
    const sections = Array.from({ length: 50 }, (_, n) => result(`/docs/4.x/p${n}`, 'docs'))
    const modules = Array.from({ length: 9 }, (_, n) => ({
      name: `p${n}`,
      npm: `p${n}`,
      repo: `x/p${n}`,
    }))
    const small = buildPaletteGroups(data({ term: 'p', sections, modules, limit: 5 }))
    expect(small.map((group) => [group.id, group.items.length])).toEqual([
      ['docs', 5],
      ['modules', 5],
      ['ask-ai', 1],
    ])
    expect(buildPaletteGroups(data({ term: 'p', sections, limit: 100 }))[0]!.items).toHaveLength(42)
  })
})

describe('the palette of a Chinese page', () => {
  it('leads into the Chinese site and marks a result in English', () => {
    const zhLabels = pickMessages(zhCN, PALETTE_LABEL_KEYS)
    const groups = buildPaletteGroups(
      data({
        term: 'routing',
        locale: 'zh-CN',
        labels: zhLabels,
        sections: [
          result('/docs/4.x/a#b', 'docs'),
          { ...result('/docs/4.x/c', 'docs'), lang: 'en' },
        ],
      })
    )
    const docs = groups.find((group) => group.id === 'docs')!.items
    expect(docs.map((item) => item.kind === 'link' && [item.href, item.badge])).toEqual([
      ['/zh/docs/4.x/a#b', undefined],
      ['/zh/docs/4.x/c', '英文'],
    ])
    const idle = buildPaletteGroups(data({ locale: 'zh-CN', labels: zhLabels }))
    const links = idle.flatMap((group) => group.items).filter((item) => item.kind === 'link')
    expect(links.map((item) => item.kind === 'link' && item.href)).toContain('/zh/modules')
    expect(links.map((item) => item.kind === 'link' && item.href)).toContain(
      'https://certification.aster.example'
    )
  })
})
