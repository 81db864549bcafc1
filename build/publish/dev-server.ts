import { execFileSync, spawn } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { descendantsOf, processName } from './process-tree'
import { prepareLocal } from './local'

const ROOT = resolve(import.meta.dirname, '../..')
/** The folder of a production server's worker bundle, apart from its assets (writeBundleConfig). */
const WORKER_FOLDER = 'worker'
/** Where `wrangler dev` writes its bundle (`dev-<random>/index.js`), one folder per server. */
const WRANGLER_TMP = join(ROOT, '.wrangler', 'tmp')

/** A running `wrangler dev` on a free loopback port. */
export interface DevServer {
  url: string
  /** The pid of the spawned `wrangler` process (workerd is one of its descendants). */
  pid: number
  /**
   * The worker bundle this server runs: the `wrangler deploy` bundle of a production server, or
   * the `.wrangler/tmp/dev-*` bundle wrangler wrote (undefined when another `wrangler dev` wrote
   * one at the same moment).
   */
  bundle: string | undefined
  stop: () => Promise<void>
}

/** Options of {@link startDevServer}. */
export interface DevServerOptions {
  /**
   * A production-like worker: the bundle `wrangler deploy` would upload (`--dry-run --minify`,
   * `process.env.NODE_ENV` replaced by "production", so React's production build), served by
   * `wrangler dev` with a config whose `main` is that bundle (`no_bundle`), so it never rebuilds
   * when a source file changes; local-dev observability and the local explorer are off. Without
   * it `wrangler dev` bundles `process.env.NODE_ENV` as "development": React's development build.
   */
  production?: boolean
  /**
   * Load dist/ into `persistTo` first (default true); false serves the state as it is (the deploy
   * test serves what `npm run deploy -- --local` wrote).
   */
  prepare?: boolean
  /**
   * Another wrangler config to serve instead of the site (the bench's KV probe): with
   * `prepare: false`, the same local state without the site's worker.
   */
  config?: string
  /**
   * SITE_URL is the server's own address (`http://127.0.0.1:<port>`): the sign-in answers only
   * at SITE_URL's host (the browser tests sign in).
   */
  ownSiteUrl?: boolean
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
 * wrangler.toml with `main` set to the built bundle (`no_bundle`, in `worker/`), the static
 * assets copied beside that folder (a build running meanwhile neither reloads nor changes the
 * server) and every other path made absolute, written in `bundleDir` (with `.dev.vars`, which
 * wrangler reads beside the config). A script given on the command line instead would drop the
 * bindings and assets of the config. The assets must stay out of the bundle's folder: with
 * `no_bundle`, wrangler attaches every `.js`, `.html`, `.txt`, `.bin` and `.wasm` under it to the
 * worker as a module, so the isolate held a copy of the whole site (705 MB at 10,000 pages, where
 * the worker `npm start` serves holds 15 MB).
 */
function writeBundleConfig(bundleDir: string): void {
  let config = readFileSync(join(ROOT, 'wrangler.toml'), 'utf8')
  const replace = (pattern: RegExp, by: (value: string) => string) => {
    if (!pattern.test(config)) throw new Error(`wrangler.toml: no line matches ${pattern}`)
    config = config.replace(pattern, (_, key: string, value: string) => `${key}${by(value)}`)
  }
  const absolute = (value: string) => JSON.stringify(resolve(ROOT, JSON.parse(value) as string))
  replace(
    /^(main = )(".*")$/m,
    () => `${JSON.stringify(join(bundleDir, WORKER_FOLDER, 'index.js'))}\nno_bundle = true`
  )
  replace(/^(directory = )(".*")$/m, (value) => {
    const assets = join(bundleDir, 'assets')
    cpSync(resolve(ROOT, JSON.parse(value) as string), assets, { recursive: true })
    return JSON.stringify(assets)
  })
  replace(/^(migrations_dir = )(".*")$/m, absolute)
  writeFileSync(join(bundleDir, 'wrangler.toml'), config)
  if (existsSync(join(ROOT, '.dev.vars')))
    copyFileSync(join(ROOT, '.dev.vars'), join(bundleDir, '.dev.vars'))
}

const listBundleDirs = (): string[] => {
  try {
    return readdirSync(WRANGLER_TMP).filter((name) => name.startsWith('dev-'))
  } catch {
    return []
  }
}

/**
 * Prepares local D1/R2 state from dist/ in `persistTo`, starts `wrangler dev` on a free port and
 * waits until `readyPath` answers 200. `vars` override wrangler.toml [vars] (e.g. a local
 * ANALYTICS_URL). Used by the browser tests and `npm run bench` (production-like for `--load`).
 */
export async function startDevServer(
  persistTo: string,
  readyPath = '/',
  vars: Record<string, string> = {},
  { production = false, prepare = true, config, ownSiteUrl = false }: DevServerOptions = {}
): Promise<DevServer> {
  if (prepare) await prepareLocal(persistTo)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  if (ownSiteUrl) vars = { ...vars, SITE_URL: url }
  const env = {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    // local-dev tooling absent in production: the trace store that receives every request's tail
    // events (.wrangler/state/v3/observability, kept in workerd's memory and on disk) and the
    // local data explorer
    ...(production ? { X_LOCAL_OBSERVABILITY: 'false', X_LOCAL_EXPLORER: 'false' } : {}),
  }
  let bundleDir: string | undefined
  if (production) {
    bundleDir = mkdtempSync(join(tmpdir(), 'aster-worker-'))
    const outdir = join(bundleDir, WORKER_FOLDER)
    execFileSync('wrangler', ['deploy', '--dry-run', '--minify', '--outdir', outdir], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: 'production' },
      stdio: 'pipe',
    })
    writeBundleConfig(bundleDir)
  }
  const args = [
    'dev',
    ...(config
      ? ['--config', config]
      : bundleDir
        ? ['--config', join(bundleDir, 'wrangler.toml')]
        : []),
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
  const bundlesBefore = new Set(listBundleDirs())
  const child = spawn('wrangler', args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    // wrangler's launcher → wrangler → two workerd: none may outlive the server
    const tree = [child.pid!, ...descendantsOf(child.pid!)].map((pid) => ({
      pid,
      name: processName(pid),
    }))
    child.kill('SIGTERM')
    for (let waited = 0; child.exitCode === null && waited < 5000; waited += 100)
      await new Promise((r) => setTimeout(r, 100))
    for (const { pid, name } of tree) {
      if (name === undefined || processName(pid) !== name) continue // gone (or the pid reused)
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // exited meanwhile
      }
    }
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) {
      if (bundleDir) rmSync(bundleDir, { recursive: true, force: true })
      throw new Error(`wrangler dev exited early:\n${output}`)
    }
    const ok = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false
    )
    if (ok) {
      const written = listBundleDirs().filter((name) => !bundlesBefore.has(name))
      const bundle = bundleDir
        ? join(bundleDir, WORKER_FOLDER, 'index.js')
        : written.length === 1
          ? join(WRANGLER_TMP, written[0]!, 'index.js')
          : undefined
      return { url, pid: child.pid!, bundle, stop }
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`wrangler dev did not answer within 90 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
}
