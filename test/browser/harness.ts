import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { prepareLocal } from '../../build/local'

const ROOT = resolve(import.meta.dirname, '../..')
const STATE = '.wrangler/test-state'

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run']

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

export interface Site {
  url: string
  browser: Browser
  stop: () => Promise<void>
}

/** Prepares local D1/R2 from dist/, starts `wrangler dev` on a free port and launches Chromium. */
export async function startSite(): Promise<Site> {
  await prepareLocal(STATE)
  const port = await freePort()
  const child: ChildProcess = spawn('wrangler', ['dev', '--port', String(port), '--ip', '127.0.0.1', '--persist-to', STATE, '--log-level', 'warn', '--show-interactive-dev-session=false'], {
    cwd: ROOT,
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`)
    try {
      const response = await fetch(`${url}/docs/4.x/getting-started/introduction`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer within 90 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 300))
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return {
    url,
    browser,
    stop: async () => {
      await browser.close()
      child.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 200))
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
}
