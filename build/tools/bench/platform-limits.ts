import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm, stat, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { childEnv, MIB, NODE } from './build-pages'

/*
 * The Cloudflare platform limits checked on a build's output (`npm run bench -- --pages N`):
 * static assets and KV values, D1 statements, and the worker bundle as `wrangler deploy` makes it.
 */

const ROOT = resolve(import.meta.dirname, '../../..')
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js')
/** Workers static assets: largest file. */
const MAX_ASSET_BYTES = 25 * MIB
/** Workers KV: largest value. */
const MAX_KV_VALUE_BYTES = 25 * MIB
/** D1: longest SQL statement (100,000 bytes). */
const MAX_D1_STATEMENT_BYTES = 100_000

/** Every file under `dir` with its size, largest first. */
async function listSizes(dir: string): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = join(entry.parentPath, entry.name)
        return { file, bytes: (await stat(file)).size }
      })
  )
  return files.sort((a, b) => b.bytes - a.bytes)
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(2)} MiB`
const kib = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`

/** `✓ label: detail` or `✗ label: the first offending item`. */
async function checkFiles(out: string, dir: string, label: string, max: number): Promise<string> {
  const files = await listSizes(join(out, dir))
  if (!files.length) return `✗ ${label}: no files under ${dir}/`
  const over = files.filter((file) => file.bytes > max)
  const largest = files[0]!
  return over.length
    ? `✗ ${label}: ${over.length} file(s) over the limit, first ${relative(out, over[0]!.file)} (${mib(over[0]!.bytes)})`
    : `✓ ${label}: ${files.length} files, largest ${relative(out, largest.file)} (${mib(largest.bytes)})`
}

/** The statements of `<out>/content/*.json` (each a JSON array of statements, what D1 runs). */
async function checkStatements(out: string): Promise<string> {
  const dir = join(out, 'content')
  const files = (await readdir(dir).catch(() => [])).filter(
    (name) => name.endsWith('.json') && !name.startsWith('sections.')
  )
  let count = 0
  let largest = { where: '', bytes: 0 }
  for (const name of files) {
    const statements = (JSON.parse(await readFile(join(dir, name), 'utf8')) as unknown[])
      .flat(Infinity)
      .map(String)
    for (const [index, statement] of statements.entries()) {
      count++
      const bytes = Buffer.byteLength(statement)
      if (bytes > MAX_D1_STATEMENT_BYTES)
        return `✗ D1 statements ≤ 100 KB: content/${name} statement ${index + 1} is ${kib(bytes)} (${statement.slice(0, 60)}…)`
      if (bytes > largest.bytes) largest = { where: `content/${name} #${index + 1}`, bytes }
    }
  }
  if (!count) return '✗ D1 statements ≤ 100 KB: no statements in content/*.json'
  return `✓ D1 statements ≤ 100 KB: ${count.toLocaleString('en')} statements in ${files.length} files, largest ${largest.where} (${kib(largest.bytes)})`
}

/**
 * `wrangler deploy --dry-run` against the output: the worker imports ../dist/build-manifest.json
 * and wrangler.toml names dist/client, so a scratch project mirrors the root with a copy of
 * worker/ and `dist` linked to the output (the real dist/ is never touched).
 */
async function checkWranglerDryRun(out: string): Promise<string> {
  const mirror = await mkdtemp(join(tmpdir(), 'aster-bench-wrangler-'))
  try {
    await cp(join(ROOT, 'worker'), join(mirror, 'worker'), { recursive: true })
    for (const name of ['src', 'node_modules', 'migrations'])
      await symlink(join(ROOT, name), join(mirror, name))
    await symlink(resolve(out), join(mirror, 'dist'))
    for (const name of await readdir(ROOT))
      if (/^(package\.json|wrangler\.toml|tsconfig.*\.json)$/.test(name))
        await cp(join(ROOT, name), join(mirror, name))
    const started = performance.now()
    await promisify(execFile)(
      NODE,
      [WRANGLER, 'deploy', '--dry-run', '--outdir', join(mirror, 'bundle')],
      { cwd: mirror, maxBuffer: 64 * MIB, env: childEnv() }
    )
    const bundle = await listSizes(join(mirror, 'bundle'))
    const total = bundle.reduce((sum, file) => sum + file.bytes, 0)
    return `✓ wrangler deploy --dry-run: worker bundle ${mib(total)} in ${bundle.length} file(s), ${((performance.now() - started) / 1000).toFixed(1)} s`
  } catch (error) {
    const { stderr, stdout, message } = error as {
      stderr?: string
      stdout?: string
      message: string
    }
    const reason = (stderr || stdout || message).trim().split('\n').filter(Boolean).slice(-6)
    return `✗ wrangler deploy --dry-run failed:\n    ${reason.join('\n    ')}`
  } finally {
    await rm(mirror, { recursive: true, force: true })
  }
}

/** The platform limits of a build output, one `✓`/`✗` line each; never throws on a failed limit. */
export async function checkPlatformLimits(out: string): Promise<string[]> {
  return [
    await checkFiles(out, 'client', 'static assets ≤ 25 MiB each', MAX_ASSET_BYTES),
    await checkFiles(out, 'search', 'KV values (search/) ≤ 25 MiB each', MAX_KV_VALUE_BYTES),
    await checkStatements(out),
    await checkWranglerDryRun(out),
  ]
}
