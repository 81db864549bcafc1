import { describe, expect, it } from 'vitest'
import { DOCS_TREE } from '../content/__fixtures__/docs-tree'
import {
  findFolder,
  findSection,
  findTrail,
  flattenPages,
  pathAncestors,
  topSections,
} from './navigation'

const TREE = DOCS_TREE

describe('docs navigation helpers', () => {
  it('takes the sections from the tree: top-level folders under the version, in order', () => {
    const tree = [
      { title: 'Home', path: '/docs/4.x' },
      ...TREE,
      { title: 'Loose page', path: '/docs/4.x/changelog' },
      { title: 'Cookbook', path: '/docs/4.x/cookbook', children: [] },
    ]
    expect(topSections(tree, '/docs/4.x').map((item) => item.title)).toEqual([
      'Get Started',
      'Guide',
      'Cookbook',
    ])
    expect(topSections(TREE, '/docs/3.x')).toEqual([])
  })
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
