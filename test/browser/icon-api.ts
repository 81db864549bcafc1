import { createServer, type Server } from 'node:http'

/** The path data every icon of the stand-in draws: a test can tell its icons from the local ones. */
export const STAND_IN_ICON_BODY = '<path fill="currentColor" d="M2 2h12v12H2z" data-stand-in=""/>'

/**
 * A small local stand-in for the public icon API (the real one is a third party): answers
 * `GET /<set>.json?icons=a,b` with iconify JSON where every icon is STAND_IN_ICON_BODY, and
 * records each request path; `GET /requests` lists them, `DELETE /requests` forgets them.
 * Started by global-setup.ts, which points ICON_API_URL at it.
 */
export async function startIconApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  let requests: string[] = []
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/requests') {
      if (request.method === 'DELETE') requests = []
      return void response.end(JSON.stringify(requests))
    }
    const set = /^\/([a-z0-9-]+)\.json$/.exec(url.pathname)?.[1]
    if (request.method !== 'GET' || !set) return void response.writeHead(404).end()
    requests.push(`${url.pathname}${url.search}`)
    const names = (url.searchParams.get('icons') ?? '').split(',').filter(Boolean)
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({
        prefix: set,
        width: 16,
        height: 16,
        icons: Object.fromEntries(names.map((name) => [name, { body: STAND_IN_ICON_BODY }])),
      })
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  }
}
