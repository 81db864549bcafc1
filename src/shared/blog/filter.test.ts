import { describe, expect, it } from 'vitest'
import { blogListHref, filterBlogPosts, parseBlogFilter } from './filter'

const POSTS = [
  { path: '/a', category: 'Release', tags: ['router'] },
  { path: '/b', category: 'Tutorial', tags: ['router', 'testing'] },
  { path: '/c', category: 'Release', tags: [] },
]
const KNOWN = { categories: ['Release', 'Tutorial'], tags: ['router', 'testing'] }

describe('blog filter', () => {
  it('keeps known values only', () => {
    expect(parseBlogFilter(new URLSearchParams('category=Release&tag=nope'), KNOWN)).toEqual({
      category: 'Release',
    })
    expect(parseBlogFilter(new URLSearchParams('category=<x>'), KNOWN)).toEqual({})
  })

  it('filters by category and tag', () => {
    const paths = (filter: object) => filterBlogPosts(POSTS, filter).map((post) => post.path)
    expect(paths({})).toEqual(['/a', '/b', '/c'])
    expect(paths({ category: 'Release' })).toEqual(['/a', '/c'])
    expect(paths({ tag: 'router' })).toEqual(['/a', '/b'])
    expect(paths({ category: 'Tutorial', tag: 'testing' })).toEqual(['/b'])
  })

  it('links the list with a filter, encoded', () => {
    expect(blogListHref({})).toBe('/blog')
    expect(blogListHref({ tag: '中文 & more' })).toBe('/blog?tag=%E4%B8%AD%E6%96%87+%26+more')
  })
})
