import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { checkRedirectRule, compileRedirectRules, makesRedirectLoop } from './redirect-rules'
import { formatRedirectsYaml } from './redirect-rules-yaml'

describe('checkRedirectRule', () => {
  it('normalises paths: trailing slash dropped, escapes decoded, 301 by default', () => {
    expect(checkRedirectRule({ from: ' /docs/old/ ', to: '/docs/n%C3%A9w' })).toEqual({
      ok: true,
      rule: { from: '/docs/old', to: '/docs/néw', status: 301 },
    })
    expect(checkRedirectRule({ from: '/a/**', to: '/b/**', status: '308' })).toMatchObject({
      ok: true,
      rule: { from: '/a/**', to: '/b/**', status: 308 },
    })
  })

  it('names the field of a bad rule', () => {
    const field = (input: Record<string, unknown>) => {
      const check = checkRedirectRule(input)
      return check.ok ? 'ok' : check.field
    }
    expect(field({ from: '/api/x', to: '/b' })).toBe('from')
    expect(field({ from: '/_aster/app.js', to: '/b' })).toBe('from')
    expect(field({ from: '/ADMIN/x', to: '/b' })).toBe('from')
    expect(field({ from: '/a*b', to: '/b' })).toBe('from')
    expect(field({ from: '//evil.example', to: '/b' })).toBe('from')
    expect(field({ from: '/a', to: '/b?x=1' })).toBe('to')
    expect(field({ from: '/a', to: '/b/**' })).toBe('to')
    expect(field({ from: '/a', to: 42 })).toBe('to')
    expect(field({ from: '/a', to: '/b', status: 302 })).toBe('status')
  })
})

describe('compileRedirectRules', () => {
  const match = compileRedirectRules([
    { from: '/old', to: '/new', status: 301 },
    { from: '/guide/**', to: '/docs/guide/**', status: 308 },
    { from: '/guide/special', to: '/special', status: 301 },
    { from: '/gone/**', to: '/home', status: 301 },
  ])

  it('prefers the exact rule, then the longest prefix, keeping the rest when asked', () => {
    expect(match('/old')).toEqual({ location: '/new', status: 301 })
    expect(match('/guide/special')).toEqual({ location: '/special', status: 301 })
    expect(match('/guide/a/b')).toEqual({ location: '/docs/guide/a/b', status: 308 })
    expect(match('/guide')).toEqual({ location: '/docs/guide', status: 308 })
    expect(match('/gone/deep/page')).toEqual({ location: '/home', status: 301 })
    expect(match('/guidebook')).toBeUndefined()
  })
})

describe('redirect patterns: * for one whole segment', () => {
  it('accepts * as whole segments, refuses a leading *, a * inside a segment, or more * in to', () => {
    expect(
      checkRedirectRule({
        from: '/docs/*/guide/directory-structure/pages',
        to: '/docs/*/guide/directory-structure/app/pages',
      })
    ).toMatchObject({ ok: true, rule: { from: '/docs/*/guide/directory-structure/pages' } })
    const message = (input: { from: string; to: string }) => {
      const check = checkRedirectRule(input)
      return check.ok ? 'ok' : check.message
    }
    expect(message({ from: '/*/old', to: '/new' })).toBe(
      'from: must start with a segment of its own, not *'
    )
    expect(message({ from: '/docs/v*/old', to: '/new' })).toMatch(/\* only as a whole segment/)
    expect(message({ from: '/docs/*/old', to: '/docs/*/*/new' })).toBe('to: more * than from has')
  })

  it('fills each * of the target with the segment its source matched; the more literal rule wins', () => {
    const match = compileRedirectRules([
      { from: '/docs/*/guide/pages', to: '/docs/*/guide/app/pages', status: 301 },
      { from: '/docs/*/bridge/**', to: '/docs/*/migration/**', status: 301 },
      { from: '/docs/4.x/bridge/**', to: '/docs/4.x/legacy/**', status: 308 },
    ])
    expect(match('/docs/3.x/guide/pages')).toEqual({
      location: '/docs/3.x/guide/app/pages',
      status: 301,
    })
    expect(match('/docs/3.x/bridge/overview/x')).toEqual({
      location: '/docs/3.x/migration/overview/x',
      status: 301,
    })
    expect(match('/docs/3.x/bridge')).toEqual({ location: '/docs/3.x/migration', status: 301 })
    expect(match('/docs/4.x/bridge/overview')).toEqual({
      location: '/docs/4.x/legacy/overview',
      status: 308,
    })
    expect(match('/docs/guide/pages')).toBeUndefined()
    expect(match('/docs/3.x/extra/guide/pages')).toBeUndefined()
  })
})

describe('makesRedirectLoop', () => {
  it('sees a rule that leads back to itself, directly or through others', () => {
    const rules = [{ from: '/b', to: '/c', status: 301 as const }]
    expect(makesRedirectLoop({ from: '/a', to: '/b', status: 301 }, rules)).toBe(false)
    expect(makesRedirectLoop({ from: '/c', to: '/b', status: 301 }, rules)).toBe(true)
    expect(makesRedirectLoop({ from: '/x/**', to: '/x/y/**', status: 301 }, [])).toBe(true)
  })
})

describe('formatRedirectsYaml', () => {
  it("writes content.config.yml's redirects block, which YAML reads back as the rules", () => {
    const rules = [
      { from: '/docs/4.x/old-page', to: '/docs/4.x/new-page', status: 301 as const },
      { from: '/docs/4.x/guide/old/**', to: '/docs/4.x/guide/new/**', status: 301 as const },
      { from: "/it's: odd #1", to: '/x', status: 308 as const },
    ]
    const text = formatRedirectsYaml(rules)
    expect(text).toContain('  /docs/4.x/old-page: /docs/4.x/new-page\n')
    expect(text).toContain("  '/docs/4.x/guide/old/**': '/docs/4.x/guide/new/**'\n")
    expect(parse(text)).toEqual({
      redirects: Object.fromEntries(rules.map((rule) => [rule.from, rule.to])),
    })
    expect(formatRedirectsYaml([])).toBe('redirects: {}\n')
  })
})
