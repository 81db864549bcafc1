import { describe, expect, it } from 'vitest'
import { constantTimeEqual, hmacSha256Hex, randomHex, sha256Hex } from './crypto'

describe('worker crypto helpers', () => {
  it('hashes like SHA-256', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
    )
  })

  it('signs like HMAC-SHA-256 (RFC 4231 case 2)', async () => {
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'
    )
  })

  it('makes random tokens of the asked length', () => {
    const a = randomHex(16)
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(randomHex(16)).not.toBe(a)
  })

  it('compares strings', async () => {
    expect(await constantTimeEqual('token', 'token')).toBe(true)
    expect(await constantTimeEqual('token', 'tokem')).toBe(false)
    expect(await constantTimeEqual('token', 'token2')).toBe(false)
    expect(await constantTimeEqual('', '')).toBe(true)
  })
})
