import { describe, expect, it } from 'vitest'
import { getClientMessages } from './i18n/client'
import { fillTemplate } from './i18n/format'
import { ownValue } from './own-key'
import { followRedirects, matchRouteRule, ROUTE_RULES } from './routing/route-rules'

/** The names Object.prototype answers to: as keys from outside they must find nothing. */
const KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']

describe('tables keyed by outside input see own keys only', () => {
  it.each(KEYS)('%s', (key) => {
    expect(ownValue({ a: 1 }, key)).toBeUndefined()
    expect(matchRouteRule(key, ROUTE_RULES)).toBeUndefined()
    expect(followRedirects(key, ROUTE_RULES)).toBe(key)
    expect(fillTemplate(`{${key}} left`, { count: 1 })).toBe(`{${key}} left`)
    expect(getClientMessages(key)).toBe(getClientMessages('en'))
  })

  it('still finds what a table holds', () => {
    expect(ownValue({ a: 1 }, 'a')).toBe(1)
    expect(matchRouteRule('/support/us')?.redirect).toBe('/enterprise/sponsors')
    expect(fillTemplate('{count} lessons', { count: 3 })).toBe('3 lessons')
  })
})
