import { describe, expect, it } from 'vitest'
import { runRouteMiddleware } from './route-middleware'

describe('runRouteMiddleware', () => {
  it('sends guests of auth pages to the login page and users of guest pages to /admin', () => {
    expect(runRouteMiddleware('auth', false)).toBe('/admin/login')
    expect(runRouteMiddleware('auth', true)).toBeUndefined()
    expect(runRouteMiddleware('guest', true)).toBe('/admin')
    expect(runRouteMiddleware('guest', false)).toBeUndefined()
  })

  it("throws 'Unknown route middleware' for a name nothing answers to", () => {
    for (const name of ['admin', 'toString', '__proto__', ''])
      expect(() => runRouteMiddleware(name, true), name).toThrow('Unknown route middleware')
  })
})
