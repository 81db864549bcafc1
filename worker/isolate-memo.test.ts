import { describe, expect, it, vi } from 'vitest'
import { createIsolateMemo, ISOLATE_MEMO_LIMITS } from './isolate-memo'

describe('createIsolateMemo', () => {
  it('loads once while fresh, again after the TTL or a reset', async () => {
    vi.useFakeTimers()
    try {
      const memo = createIsolateMemo<number>({ ttlMs: 1000 })
      const load = vi.fn(async () => load.mock.calls.length)
      expect(await memo.get('k', load)).toBe(1)
      expect(await memo.get('k', load)).toBe(1)
      vi.advanceTimersByTime(1001)
      expect(await memo.get('k', load)).toBe(2)
      memo.reset()
      expect(await memo.get('k', load)).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('replaces a value when its version changes and keeps keys apart', async () => {
    const memo = createIsolateMemo<string>()
    expect(await memo.get('v4', async () => 'old', 'h1')).toBe('old')
    expect(await memo.get('v4', async () => 'new', 'h2')).toBe('new')
    expect(await memo.get('v3', async () => 'other', 'h1')).toBe('other')
    expect(await memo.get('v4', async () => 'unused', 'h2')).toBe('new')
  })

  it('shares one pending load when asked, and forgets a failed load', async () => {
    const memo = createIsolateMemo<string>({ shareInFlight: true })
    const load = vi.fn(async () => 'index')
    const [a, b] = await Promise.all([memo.get('k', load), memo.get('k', load)])
    expect([a, b, load.mock.calls.length]).toEqual(['index', 'index', 1])
    const failing = createIsolateMemo<string>({ shareInFlight: true })
    await expect(
      failing.get('k', async () => {
        throw new Error('KV down')
      })
    ).rejects.toThrow('KV down')
    expect(await failing.get('k', async () => 'retried')).toBe('retried')
  })

  it('does not keep a failed load without sharing either', async () => {
    const memo = createIsolateMemo<string>({ ttlMs: 60_000 })
    await expect(
      memo.get('k', async () => {
        throw new Error('D1 down')
      })
    ).rejects.toThrow()
    expect(await memo.get('k', async () => 'ok')).toBe('ok')
  })

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const memo = createIsolateMemo<string>({ maxEntries: 2 })
    const load = vi.fn(async () => `value ${load.mock.calls.length}`)
    await memo.get('a', load)
    await memo.get('b', load)
    await memo.get('a', load) // a is now the most recently used
    await memo.get('c', load) // drops b
    expect(load).toHaveBeenCalledTimes(3)
    expect(await memo.get('a', load)).toBe('value 1')
    expect(await memo.get('c', load)).toBe('value 3')
    expect(await memo.get('b', load)).toBe('value 4')
  })

  it('caps the number of keys and the age of a value, whatever the options ask', async () => {
    vi.useFakeTimers()
    try {
      const memo = createIsolateMemo<number>({ ttlMs: Infinity, maxEntries: Infinity })
      const load = vi.fn(async () => load.mock.calls.length)
      for (let key = 0; key <= ISOLATE_MEMO_LIMITS.maxEntries; key++)
        await memo.get(`k${key}`, load)
      await memo.get('k0', load) // the first key was dropped: loaded again
      expect(load).toHaveBeenCalledTimes(ISOLATE_MEMO_LIMITS.maxEntries + 2)
      const kept = load.mock.calls.length
      expect(await memo.get('k0', load)).toBe(kept)
      vi.advanceTimersByTime(ISOLATE_MEMO_LIMITS.maxTtlMs + 1)
      expect(await memo.get('k0', load)).toBe(kept + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('bounds a memo by the bytes of its values, dropping the least recently used', async () => {
    const memo = createIsolateMemo<string>({ maxBytes: 1000, sizeOf: (value) => value.length })
    const load = (value: string) => vi.fn(async () => value)
    await memo.get('a', load('a'.repeat(300)))
    await memo.get('b', load('b'.repeat(300)))
    await memo.get('a', load('unused')) // a is now the most recently used
    const c = load('c'.repeat(300))
    await memo.get('c', c) // 3 × (300 + the entry's own cost) is past 1000: b is dropped
    expect(memo.size().entries).toBe(2)
    expect(memo.size().bytes).toBeLessThanOrEqual(1000)
    expect(await memo.get('a', load('reloaded'))).toBe('a'.repeat(300))
    expect(await memo.get('b', load('reloaded'))).toBe('reloaded')
    // a value larger than the whole budget is returned but not kept
    expect(await memo.get('big', load('x'.repeat(2000)))).toHaveLength(2000)
    expect(await memo.get('big', load('again'))).toBe('again')
    expect(memo.size().bytes).toBeLessThanOrEqual(1000)
  })

  it('counts a shared pending value once it arrives, and keeps more than 32 small values', async () => {
    const memo = createIsolateMemo<Uint8Array>({
      shareInFlight: true,
      maxBytes: 1024 * 1024,
      sizeOf: (value) => value.byteLength,
    })
    let release = (_: Uint8Array) => {}
    const pending = memo.get('slow', () => new Promise((done) => (release = done)))
    expect(memo.size()).toEqual({ entries: 1, bytes: 0 })
    release(new Uint8Array(5000))
    await pending
    expect(memo.size().bytes).toBeGreaterThanOrEqual(5000)
    const load = vi.fn(async () => new Uint8Array(100))
    for (let key = 0; key < 100; key++) await memo.get(`k${key}`, load)
    for (let key = 0; key < 100; key++) await memo.get(`k${key}`, load)
    expect(load).toHaveBeenCalledTimes(100)
    memo.reset()
    expect(memo.size()).toEqual({ entries: 0, bytes: 0 })
  })

  it('caps the byte budget, whatever the options ask', async () => {
    const memo = createIsolateMemo<number>({ maxBytes: Infinity, sizeOf: (value) => value })
    const load = vi.fn(async () => ISOLATE_MEMO_LIMITS.maxBytes / 2)
    for (const key of ['a', 'b', 'c']) await memo.get(key, load)
    expect(memo.size().bytes).toBeLessThanOrEqual(ISOLATE_MEMO_LIMITS.maxBytes)
    expect(memo.size().entries).toBe(1)
  })
})
