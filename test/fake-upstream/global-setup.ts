import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { TestProject } from 'vitest/node'
import type { FakeAnswer, FakeCall, FakeScenario } from './protocol'

const CONTROL_RE = /^\/__fake\/([\w-]+)(\/calls)?$/
const SESSION_RE = /^\/([\w-]+)(\/.*)$/

interface Session {
  scenario: FakeScenario
  calls: FakeCall[]
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

function pickAnswer(scenario: FakeScenario, path: string): FakeAnswer {
  const exact = scenario.exact?.[path]
  if (exact) return exact
  const prefix = Object.keys(scenario.prefix ?? {})
    .filter((key) => path.startsWith(key))
    .sort((a, b) => b.length - a.length)[0]
  return prefix ? scenario.prefix![prefix]! : { status: 404, json: { message: 'Not Found' } }
}

async function answer(response: ServerResponse, reply: FakeAnswer): Promise<void> {
  if (reply.delayMs) await new Promise((done) => setTimeout(done, reply.delayMs))
  if (reply.drop) return void response.socket?.destroy()
  if (response.destroyed) return
  const json = reply.json !== undefined
  response.writeHead(reply.status ?? 200, {
    'content-type': json ? 'application/json' : 'text/plain',
  })
  response.end(json ? JSON.stringify(reply.json) : (reply.text ?? ''))
}

/**
 * Starts the fake npm/GitHub/mail upstream on a free loopback port for the worker tests and provides
 * its URL as `fakeUpstreamUrl` (see ./protocol.ts for the control protocol).
 */
export default async function setup(project: TestProject) {
  const sessions = new Map<string, Session>()
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/'
    const control = CONTROL_RE.exec(path)
    if (control) {
      const id = control[1]!
      if (request.method === 'PUT' && !control[2]) {
        sessions.set(id, {
          scenario: JSON.parse(await readBody(request)) as FakeScenario,
          calls: [],
        })
        return answer(response, { status: 204, text: '' })
      }
      return answer(response, { json: sessions.get(id)?.calls ?? [] })
    }
    const match = SESSION_RE.exec(path)
    const session = match ? sessions.get(match[1]!) : undefined
    if (!match || !session)
      return answer(response, { status: 404, json: { message: `no fake session in ${path}` } })
    const header = (name: string) =>
      typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null
    session.calls.push({
      method: request.method ?? 'GET',
      path: match[2]!,
      userAgent: header('user-agent'),
      authorization: header('authorization'),
      body: await readBody(request),
    })
    return answer(response, pickAnswer(session.scenario, match[2]!))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  project.provide(
    'fakeUpstreamUrl',
    `http://127.0.0.1:${(server.address() as { port: number }).port}`
  )
  return async () => {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
}
