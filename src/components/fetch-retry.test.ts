import { describe, expect, it } from 'vitest'
import { fetchWithRetry, retriesFor } from './fetch-retry'

/** A fetch that answers from a script: a status, or 'error' for a network failure. */
function scripted(steps: (number | 'error')[]) {
  const calls: string[] = []
  const fetcher = (async (input: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${input}`)
    const step = steps.shift()
    if (step === undefined) throw new Error('no more answers')
    if (step === 'error') throw new TypeError('Failed to fetch')
    return new Response(String(step), { status: step })
  }) as typeof fetch
  return { fetcher, calls }
}

describe('fetchWithRetry', () => {
  it('retries a GET once after a network failure or a 503, then answers', async () => {
    for (const first of ['error', 503] as const) {
      const { fetcher, calls } = scripted([first, 200])
      const response = await fetchWithRetry('/api/x', {}, fetcher)
      expect(response.status).toBe(200)
      expect(calls).toEqual(['GET /api/x', 'GET /api/x'])
    }
  })

  it('retries once only: the second failure is the answer', async () => {
    const { fetcher, calls } = scripted([502, 502, 200])
    expect((await fetchWithRetry('/api/x', {}, fetcher)).status).toBe(502)
    expect(calls).toHaveLength(2)
    const failing = scripted(['error', 'error'])
    await expect(fetchWithRetry('/api/x', {}, failing.fetcher)).rejects.toThrow('Failed to fetch')
  })

  it('never retries a 404, a request with a body, or an aborted request', async () => {
    const notFound = scripted([404, 200])
    expect((await fetchWithRetry('/api/x', {}, notFound.fetcher)).status).toBe(404)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const { fetcher, calls } = scripted([503, 200])
      expect((await fetchWithRetry('/api/x', { method }, fetcher)).status).toBe(503)
      expect(calls, method).toHaveLength(1)
      expect(retriesFor(method.toLowerCase())).toBe(0)
    }
    const controller = new AbortController()
    controller.abort()
    const aborted = scripted(['error', 200])
    await expect(
      fetchWithRetry('/api/x', { signal: controller.signal }, aborted.fetcher)
    ).rejects.toThrow()
    expect(aborted.calls).toHaveLength(1)
  })
})
