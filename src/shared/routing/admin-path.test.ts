import { describe, expect, it } from 'vitest'
import { ADMIN_PAGE_RE, isAdminArea } from './admin-path'

describe('isAdminArea', () => {
  it.each([
    '/admin',
    '/ADMIN',
    '/admin/',
    '/%61dmin',
    '/%2561dmin',
    '//admin',
    '/./admin',
    '/admin;x',
    '/admin%2f..',
    '/admin%2F..%2F',
    '/x/%2e%2e/admin',
    '/x%2f..%2fadmin',
    '\\admin',
    '/Admin/Login',
    '/admin/login/',
    '/admin/%zz',
  ])('%s is the admin area', (path) => {
    expect(isAdminArea(path)).toBe(true)
  })

  it.each(['/', '/%zz', '/docs/4.x/admin', '/administration', '/blog/admin-tips', '/api/admin-x'])(
    '%s is not',
    (path) => {
      expect(isAdminArea(path)).toBe(false)
    }
  )

  it('only the exact lower-case spellings are canonical pages', () => {
    for (const path of ['/admin', '/admin/login', '/admin/contact', '/admin/builds'])
      expect(ADMIN_PAGE_RE.test(path)).toBe(true)
    for (const path of ['/ADMIN', '/admin/', '//admin', '/admin;x', '/admin/login/', '/admin/x'])
      expect(ADMIN_PAGE_RE.test(path)).toBe(false)
  })
})
