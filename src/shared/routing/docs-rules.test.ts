import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '../content/navigation'
import { DOCS_VERSIONS } from '../docs/versions'
import { createDocsRouteRules } from './docs-rules'

const [v4, v3] = DOCS_VERSIONS as [(typeof DOCS_VERSIONS)[number], (typeof DOCS_VERSIONS)[number]]

const guide = (root: string, index: boolean): NavigationItem[] => [
  {
    title: 'Guide',
    path: `${root}/guide`,
    children: [
      { title: 'Intro', path: `${root}/guide/intro` },
      {
        title: 'Concepts',
        path: `${root}/guide/concepts`,
        children: [{ title: 'Rendering', path: `${root}/guide/concepts/rendering` }],
      },
    ],
  },
  // buildNavigation puts a folder's index.md beside the folder, with the folder's path
  ...(index ? [{ title: 'Guide', path: `${root}/guide` }] : []),
]

describe('createDocsRouteRules', () => {
  it('sends the version root and every folder to its first page, unversioned too', () => {
    const rules = createDocsRouteRules([{ version: v4, navigation: guide(v4.path, false) }])
    expect(rules).toEqual({
      '/docs/4.x': { redirect: '/docs/4.x/guide/intro' },
      '/docs': { redirect: '/docs/4.x/guide/intro' },
      '/docs/4.x/guide': { redirect: '/docs/4.x/guide/intro' },
      '/docs/guide': { redirect: '/docs/4.x/guide/intro' },
      '/docs/4.x/guide/concepts': { redirect: '/docs/4.x/guide/concepts/rendering' },
      '/docs/guide/concepts': { redirect: '/docs/4.x/guide/concepts/rendering' },
    })
  })

  it('leaves a folder with its own index.md alone so the index page is served', () => {
    const rules = createDocsRouteRules([{ version: v4, navigation: guide(v4.path, true) }])
    expect(rules['/docs/4.x/guide']).toBeUndefined()
    expect(rules['/docs/guide']).toBeUndefined()
    expect(rules['/docs/4.x/guide/concepts']).toEqual({
      redirect: '/docs/4.x/guide/concepts/rendering',
    })
  })

  it('also knows index pages hidden from the tree through the row paths', () => {
    const rules = createDocsRouteRules([
      {
        version: v3,
        navigation: guide(v3.path, false),
        pages: ['/docs/3.x', '/docs/3.x/guide/concepts'],
      },
    ])
    expect(rules['/docs/3.x']).toBeUndefined()
    expect(rules['/docs/3.x/guide/concepts']).toBeUndefined()
    expect(rules['/docs/3.x/guide']).toEqual({ redirect: '/docs/3.x/guide/intro' })
  })
})
