import { describe, expect, it } from 'vitest'
import { notFoundLogPath } from './not-found-path'

describe('notFoundLogPath', () => {
  it('drops the trailing slash and a .md suffix, keeps case', () => {
    expect(notFoundLogPath('/docs/4.x/Old-Page/')).toBe('/docs/4.x/Old-Page')
    expect(notFoundLogPath('/docs/4.x/old-page.md')).toBe('/docs/4.x/old-page')
    expect(notFoundLogPath('/')).toBe('/')
  })

  it('leaves out services, probes, dot folders and very long paths', () => {
    for (const path of [
      '/api/x',
      '/_aster/app.js',
      '/wp-login.php',
      '/.env',
      '/.git/config',
      '/img/logo.png',
      `/${'a'.repeat(400)}`,
    ])
      expect(notFoundLogPath(path), path).toBeUndefined()
    expect(notFoundLogPath('/docs/4.x')).toBe('/docs/4.x')
  })
})
