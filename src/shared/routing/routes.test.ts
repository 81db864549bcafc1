import { describe, expect, it } from 'vitest'
import { isAppRoute, matchRoute, ROUTES } from './routes'

describe('the route table', () => {
  it('picks the first route that matches, the content catch-all last', () => {
    expect(matchRoute('/docs/4.x/guide').id).toBe('docs')
    expect(matchRoute('/docs').id).toBe('docs')
    expect(matchRoute('/docs/4.x/guide.md').id).toBe('docs')
    expect(matchRoute('/modules').id).toBe('modules')
    expect(matchRoute('/modules/').id).toBe('modules')
    expect(matchRoute('/modules/@aster/image').id).toBe('module')
    expect(matchRoute('/docsy').id).toBe('content')
    expect(matchRoute('/').id).toBe('home')
    expect(ROUTES.at(-1)!.id).toBe('content')
  })

  it('tells the link check which paths exist without content', () => {
    expect(isAppRoute('/modules/image')).toBe(true)
    expect(isAppRoute('/modules')).toBe(true)
    expect(isAppRoute('/team')).toBe(true)
    // docs and markdown pages exist only when content has them
    expect(isAppRoute('/docs/4.x/no-such-page')).toBe(false)
    expect(isAppRoute('/no-such-page')).toBe(false)
  })
})
