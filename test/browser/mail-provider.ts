import { createServer, type Server } from 'node:http'

/** A mail as the worker posts it to the provider (`POST /emails`). */
export interface ProviderMail {
  from: string
  to: string[]
  subject: string
  text: string
  headers: Record<string, string>
}

/**
 * A small local stand-in for the newsletter's mail provider (the real one is a third party):
 * `POST /emails` with a Bearer key records the mail; `GET /mails` lists them. Started by
 * global-setup.ts, which points the site's MAIL_API_URL at it.
 */
export async function startMailProvider(key: string): Promise<{
  url: string
  stop: () => Promise<void>
}> {
  const mails: ProviderMail[] = []
  const server: Server = createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/mails')
      return void response.end(JSON.stringify(mails))
    if (request.method !== 'POST' || request.url !== '/emails')
      return void response.writeHead(404).end()
    if (request.headers.authorization !== `Bearer ${key}`)
      return void response.writeHead(401).end('{"message":"bad key"}')
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      mails.push(JSON.parse(body) as ProviderMail)
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ id: `mail-${mails.length}` }))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  }
}
