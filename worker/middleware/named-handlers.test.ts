import { describe, expect, it } from 'vitest'
import { edgeCache } from '../edge-cache'
import { newsletterErrorShape } from '../newsletter/errors'
import { prerenderedPages } from '../prerender/middleware'
import { previewMode } from '../preview/middleware'
import { adminGuard } from './admin-guard'
import { errorObjects } from './error-object'
import { locale } from './locale'
import { pageCache } from './page-cache'
import { pageRequest } from './page-request'
import { requestLimits } from './request-limits'
import { robotsHeader } from './robots-header'
import { routeRules } from './route-rules'
import { sameOrigin } from './same-origin'
import { securityHeaders } from './security-headers'

describe('middleware handlers are named, so a stack trace says which one failed', () => {
  it.each([
    ['securityHeaders', securityHeaders()],
    ['robotsHeader', robotsHeader()],
    ['errorObjects', errorObjects()],
    ['requestLimits', requestLimits()],
    ['pageRequest', pageRequest()],
    ['locale', locale()],
    ['adminGuard', adminGuard()],
    ['previewMode', previewMode()],
    ['routeRules', routeRules({})],
    ['prerenderedPages', prerenderedPages()],
    ['pageCache', pageCache(async () => new Response())],
    ['sameOrigin', sameOrigin()],
    ['edgeCache', edgeCache({ version: async () => 'v', cacheControl: 'no-store' })],
    ['newsletterErrorShape', newsletterErrorShape()],
  ])('%s', (name, handler) => {
    expect(handler.name).toBe(name)
  })
})
