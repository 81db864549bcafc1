import { describe, expect, it } from 'vitest'
import { DOCS_TREE } from '../content/__fixtures__/docs-tree'
import { findFolder, findSection, findTrail, flattenPages, pathAncestors } from './navigation'

const TREE = DOCS_TREE

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
