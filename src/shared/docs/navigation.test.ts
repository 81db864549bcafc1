import { describe, expect, it } from 'vitest'
import type { NavigationItem } from '../content/navigation'
import { findFolder, findSection, findTrail, flattenPages, pathAncestors } from './navigation'

const TREE: NavigationItem[] = [
  {
    title: 'Get Started',
    path: '/docs/4.x/getting-started',
    children: [{ title: 'Intro', path: '/docs/4.x/getting-started/intro' }],
  },
  {
    title: 'Guide',
    path: '/docs/4.x/guide',
    children: [
      {
        title: 'Concepts',
        path: '/docs/4.x/guide/concepts',
        children: [{ title: 'Rendering', path: '/docs/4.x/guide/concepts/rendering' }],
      },
      {
        title: 'Recipes',
        path: '/docs/4.x/guide/recipes',
        children: [{ title: 'Auth', path: '/docs/4.x/guide/recipes/auth' }],
      },
    ],
  },
]

describe('docs navigation helpers', () => {
  it('flattens pages in reading order', () => {
    expect(flattenPages(TREE).map((item) => item.title)).toEqual(['Intro', 'Rendering', 'Auth'])
  })
  it('finds the trail, folders and sections', () => {
    expect(findTrail(TREE, '/docs/4.x/guide/recipes/auth').map((item) => item.title)).toEqual([
      'Guide',
      'Recipes',
      'Auth',
    ])
    expect(findTrail(TREE, '/nope')).toEqual([])
    expect(findFolder(TREE, '/docs/4.x/guide/concepts')?.title).toBe('Concepts')
    expect(findFolder(TREE, '/docs/4.x/guide/concepts/rendering')).toBeUndefined()
    expect(findSection(TREE, '/docs/4.x/guide/hidden-page')?.title).toBe('Guide')
    expect(findSection(TREE, '/docs/4.x/guidelines')).toBeUndefined()
  })
  it('lists path ancestors down to the root', () => {
    expect(pathAncestors('/docs/3.x/guide/concepts/x', '/docs/3.x')).toEqual([
      '/docs/3.x/guide/concepts/x',
      '/docs/3.x/guide/concepts',
      '/docs/3.x/guide',
    ])
  })
})
