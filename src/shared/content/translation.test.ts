import { describe, expect, it } from 'vitest'
import {
  mergeTranslation,
  parseTranslationName,
  translationId,
  translationName,
} from './translation'

describe('translations beside their source', () => {
  it('reads a translation file name and makes one', () => {
    expect(parseTranslationName('02.installation.zh-CN.md')).toEqual({
      base: '02.installation',
      locale: 'zh-CN',
      extension: 'md',
    })
    expect(parseTranslationName('.navigation.zh-CN.yml')?.base).toBe('.navigation')
    expect(parseTranslationName('02.installation.md')).toBeUndefined()
    expect(parseTranslationName('notes.fr.md')).toBeUndefined()
    expect(translationName('agency.yml', 'zh-CN')).toBe('agency.zh-CN.yml')
    expect(translationId('docsv4/docs/4.x/intro', 'zh-CN')).toBe('docsv4/docs/4.x/intro@zh-CN')
  })

  it('merges mappings by key, lists by position, and keeps what the translation leaves out', () => {
    const source = {
      title: 'Support',
      hero: {
        title: 'Get help',
        links: [
          { label: 'Talk', to: '/support' },
          { label: 'Find', to: '/a' },
        ],
      },
      plans: [{ name: 'Essentials', price: 'from €900' }],
      featured: true,
    }
    const translation = {
      title: '支持',
      hero: { links: [{ label: '联系' }] },
      plans: [{ price: '每月 €900 起' }],
    }
    expect(mergeTranslation(source, translation)).toEqual({
      title: '支持',
      hero: {
        title: 'Get help',
        links: [
          { label: '联系', to: '/support' },
          { label: 'Find', to: '/a' },
        ],
      },
      plans: [{ name: 'Essentials', price: '每月 €900 起' }],
      featured: true,
    })
    // a value replaces a value of another kind; the source is never changed
    expect(mergeTranslation({ values: [true, 'x'] }, { values: [false, '是'] })).toEqual({
      values: [false, '是'],
    })
    expect(source.hero.links[0]!.label).toBe('Talk')
  })
})
