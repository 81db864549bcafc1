import { describe, expect, it } from 'vitest'
import { BUILD, INLINE_SCRIPT_HASHES } from './build-manifest'

describe('the build manifest bundled into the worker', () => {
  it('names the hashed client assets the build wrote', () => {
    expect(BUILD.id).toMatch(/^[0-9a-f]{12}$/)
    expect(BUILD.assets.boot).toMatch(/^\/_aster\/boot-[0-9A-Za-z]+\.js$/)
    expect(BUILD.assets.css).toMatch(/^\/_aster\/.+\.css$/)
  })

  it('gives the CSP the sha256 of every inline script', async () => {
    const code = BUILD.inlineScripts.colorMode.code
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))
    const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)))
    expect(INLINE_SCRIPT_HASHES).toEqual([`sha256-${base64}`])
  })

  it('carries the whole route-rule table, hand-written and generated rules', () => {
    expect(BUILD.routeRules['/support/us']?.redirect).toBeTruthy()
    expect(BUILD.routeRules['/docs/4.x']?.redirect).toMatch(/^\/docs\/4\.x\//)
  })
})
