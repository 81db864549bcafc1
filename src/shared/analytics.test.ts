import { describe, expect, it } from 'vitest'
import { shouldSendAnalytics } from './analytics'

const base = {
  endpoint: 'https://stats.aster.example/api/event',
  protocol: 'https:',
  hostname: 'aster.example',
  ignoreFlag: null,
}

describe('shouldSendAnalytics', () => {
  it('sends from the public site', () => expect(shouldSendAnalytics(base)).toBe(true))
  it('skips localhost, file:, the ignore flag and a disabled endpoint', () => {
    expect(shouldSendAnalytics({ ...base, hostname: 'localhost' })).toBe(false)
    expect(shouldSendAnalytics({ ...base, hostname: '127.0.0.1' })).toBe(false)
    expect(shouldSendAnalytics({ ...base, protocol: 'file:' })).toBe(false)
    expect(shouldSendAnalytics({ ...base, ignoreFlag: 'true' })).toBe(false)
    expect(shouldSendAnalytics({ ...base, endpoint: '' })).toBe(false)
  })
})
