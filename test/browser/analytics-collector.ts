import { createServer, type Server } from 'node:http'

/**
 * A small local stand-in for the analytics endpoint (the real one is a third party): records every
 * POST body; `GET /events` lists them, `DELETE /events` forgets them. Started by global-setup.ts.
 */
export async function startAnalyticsCollector(): Promise<{
  url: string
  stop: () => Promise<void>
}> {
  let events: unknown[] = []
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'GET' && request.url === '/events')
      return void response.end(JSON.stringify(events))
    if (request.method === 'DELETE' && request.url === '/events') {
      events = []
      return void response.end('[]')
    }
    if (request.method !== 'POST' || request.url !== '/api/event')
      return void response.writeHead(404).end()
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      try {
        events.push(JSON.parse(body))
      } catch {
        events.push({ invalid: body })
      }
      response.writeHead(202).end()
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  }
}
