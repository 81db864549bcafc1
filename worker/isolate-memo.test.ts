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

  it('keeps a weighing memo within its weight, dropping the least recently used', async () => {
    const memo = createIsolateMemo<string>({ weigh: (value) => value.length, maxWeight: 10 })
    const load = vi.fn(async (value: string) => value)
    await memo.get('a', () => load('aaaa'))
    await memo.get('b', () => load('bbbb'))
    await memo.get('a', () => load('unused')) // a is now the most recently used
    await memo.get('c', () => load('cccc')) // 12 > 10: drops b
    expect(load).toHaveBeenCalledTimes(3)
    expect(await memo.get('a', () => load('again'))).toBe('aaaa')
    expect(await memo.get('b', () => load('b2'))).toBe('b2')
    // heavier than the whole memo: answered, never kept
    expect(await memo.get('big', () => load('x'.repeat(11)))).toBe('x'.repeat(11))
    expect(await memo.get('big', () => load('small'))).toBe('small')
  })

  it('lets a weighing memo keep more keys than a counting one, up to its own cap', async () => {
    const memo = createIsolateMemo<number>({ weigh: () => 1, maxEntries: Infinity })
    const load = vi.fn(async () => load.mock.calls.length)
    for (let key = 0; key <= ISOLATE_MEMO_LIMITS.maxWeighedEntries; key++)
      await memo.get(`k${key}`, load)
    await memo.get('k1', load) // kept: far more than maxEntries keys fit
    expect(load).toHaveBeenCalledTimes(ISOLATE_MEMO_LIMITS.maxWeighedEntries + 1)
    await memo.get('k0', load) // the first key was dropped past maxWeighedEntries
    expect(load).toHaveBeenCalledTimes(ISOLATE_MEMO_LIMITS.maxWeighedEntries + 2)
  })
})
