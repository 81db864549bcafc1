import { describe, expect, it } from 'vitest'
import { hasControlCharacters, toRedirectTarget } from './redirect-target'

describe('toRedirectTarget (one gate for every Location the site sends)', () => {
  it.each([
    ['/docs/4.x/guide', '/docs/4.x/guide'],
    ['/modules?q=seo&sortBy=stars', '/modules?q=seo&sortBy=stars'],
    ['//evil.example/', '/evil.example/'],
    ['///evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\\\evil.example/x', '/evil.example/x'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/a/../../b', '/b'],
    ['/a/./b/', '/a/b/'],
    ['/modules?q=100%', '/modules?q=100%'],
    ['/modules?q=%0d%0a', '/modules?q=%0d%0a'],
  ])('%j → %j (same origin, one leading slash)', (input, expected) => {
    const target = toRedirectTarget(input)
    expect(target).toBe(expected)
    expect(new URL(target!, 'https://site.example').origin).toBe('https://site.example')
  })

  it.each([
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/docs/%0d%0aSet-Cookie:%20x=1',
    '/docs/\r\nX: 1',
    '/docs/%00',
    '/%E0%A4%A',
  ])('refuses %j', (input) => {
    expect(toRedirectTarget(input)).toBeUndefined()
  })

  it('finds control characters raw or percent-encoded', () => {
    expect(hasControlCharacters('/docs/%0aX:1')).toBe(true)
    expect(hasControlCharacters('/docs/\tx')).toBe(true)
    expect(hasControlCharacters('/docs/%7f')).toBe(true)
    expect(hasControlCharacters('/docs/4.x/caf%C3%A9')).toBe(false)
    expect(hasControlCharacters('/modules/%40aster%2Fimage')).toBe(false)
    expect(hasControlCharacters('/%E0%A4%A')).toBe(true)
  })
})
