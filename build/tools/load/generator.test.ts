import { createServer, type Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { countErrors, percentileOfSorted, runLoad } from './generator'

describe('runLoad', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

  it('stops at its request bound, counts bad statuses and reads every body', async () => {
    const seen: string[] = []
    server = createServer((req, res) => {
      seen.push(req.url!)
      res.statusCode = req.url === '/missing' ? 404 : 200
      res.end('hello')
    })
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done))
    const { port } = server.address() as { port: number }
    const result = await runLoad({
      origin: `http://127.0.0.1:${port}`,
      path: (n) => (n % 4 === 3 ? '/missing' : `/ok/${n}`),
      connections: 4,
      durationMs: 10_000,
      maxRequests: 40,
    })
    expect(result.requests).toBe(40)
    expect(result.statusErrors).toEqual({ 404: 10 })
    expect(countErrors(result)).toBe(10)
    expect(result.bytes).toBe(40 * 5)
    expect(new Set(seen).size).toBe(31)
    expect(percentileOfSorted(result.latencies, 50)).toBeGreaterThan(0)
  })

  it('refuses anything but loopback', async () => {
    await expect(
      runLoad({ origin: 'http://example.com', path: () => '/', connections: 1, durationMs: 1 })
    ).rejects.toThrow('loopback')
  })
})
