import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { prepareLocal } from './local'

const ROOT = resolve(import.meta.dirname, '..')

/** A running `wrangler dev` on a free loopback port. */
export interface DevServer {
  url: string
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/**
 * Prepares local D1/R2 state from dist/ in `persistTo`, starts `wrangler dev` on a free port and
 * waits until `readyPath` answers 200. `vars` override wrangler.toml [vars] (e.g. a local ANALYTICS_URL). Used by the browser tests and `npm run bench`.
 */
export async function startDevServer(
  persistTo: string,
  readyPath = '/',
  vars: Record<string, string> = {}
): Promise<DevServer> {
  await prepareLocal(persistTo)
  const port = await freePort()
  const args = [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  ]
  for (const [key, value] of Object.entries(vars)) args.push('--var', `${key}:${value}`)
  const child = spawn('wrangler', args, {
    cwd: ROOT,
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`)
    const ok = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false
    )
    if (ok) return { url, stop }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev did not answer within 90 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
}
