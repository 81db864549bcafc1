import { execFileSync, spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkPreviewToken } from '../../src/shared/preview/token'
import { scratchDirs } from '../tools/scratch-dirs'
import { parsePreviewLinkArgs } from './preview-link'

/*
 * The operator commands of issue 40, run as an editor runs them (`npm run …`) against a local
 * D1 state with the real migrations: `preview-link` signs under the key generation D1 holds, and
 * `redirects:export` prints the stored rules as content.config.yml's `redirects:` block.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SECRET = 'cli-test-preview-secret-of-at-least-32-chars'
const scratch = scratchDirs()
let state: string

const env = { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', PREVIEW_SECRET: SECRET }
const sql = (command: string) =>
  execFileSync(
    'wrangler',
    ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--command', command],
    {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    }
  )
const npm = (script: string, args: string[], extraEnv: Record<string, string> = {}) =>
  spawnSync('npm', ['run', '--silent', script, ...args], {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
  })
const tokenOf = (link: string) => new URL(link.trim()).searchParams.get('token')!

beforeAll(async () => {
  state = await scratch('admin-cli')
  execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  })
}, 120_000)

describe('npm run preview-link', () => {
  it('prints a link signed under the current key generation, revoked by a rotation', async () => {
    const args = [
      '--',
      '/blog/roadmap-aster-5',
      '--ttl',
      '3d',
      '--persist-to',
      state,
      '--site',
      'https://aster.test',
    ]
    const first = npm('preview-link', args)
    expect(first.status, first.stderr).toBe(0)
    const link = new URL(first.stdout.trim())
    expect(`${link.origin}${link.pathname}`).toBe('https://aster.test/api/_preview')
    expect(link.searchParams.get('to')).toBe('/blog/roadmap-aster-5')
    const check = await checkPreviewToken(SECRET, tokenOf(first.stdout))
    expect(check.ok && check.expires - Date.now() / 1000).toBeGreaterThan(3 * 86_400 - 60)
    expect(first.stderr).toContain('valid until')

    // 'Revoke all links' writes a new generation: the old link is revoked, a new one signs under it
    sql(
      "INSERT INTO preview_key (id, generation, rotated_at, rotated_by) VALUES (1, 'f00d', 0, 'x')"
    )
    expect(await checkPreviewToken(SECRET, tokenOf(first.stdout), 'f00d')).toEqual({
      ok: false,
      problem: 'revoked',
    })
    const second = npm('preview-link', args)
    expect(await checkPreviewToken(SECRET, tokenOf(second.stdout), 'f00d')).toMatchObject({
      ok: true,
    })
  }, 120_000)

  it('refuses a bad path, a bad lifetime, and flags npm took for itself', () => {
    expect(() => parsePreviewLinkArgs([])).toThrow(/give the page to preview/)
    expect(() => parsePreviewLinkArgs(['https://evil.example/'])).toThrow(/not a path of this site/)
    expect(() => parsePreviewLinkArgs(['/a', '--ttl', '9d'])).toThrow(/at most 7d/)
    expect(() => parsePreviewLinkArgs(['/a', '--env', 'production', '--local'])).toThrow(/pick one/)
    const swallowed = npm('preview-link', ['/blog/x', '--ttl', '3d'])
    expect(swallowed.status).toBe(1)
    expect(swallowed.stderr).toContain('npm took --ttl for itself: put -- before the arguments')
  }, 60_000)
})

describe('npm run redirects:export', () => {
  it("prints the stored rules as content.config.yml's redirects block", () => {
    const empty = npm('redirects:export', ['--', '--persist-to', state])
    expect(empty.stdout).toBe('redirects: {}\n')
    sql(
      `INSERT INTO redirect_rules ("from", "to", status, created_at, updated_at, updated_by) VALUES
       ('/docs/4.x/old-page', '/docs/4.x/new-page', 301, 0, 0, 'a'),
       ('/docs/4.x/guide/old/**', '/docs/4.x/guide/new/**', 308, 0, 0, 'a')`
    )
    const out = npm('redirects:export', ['--', '--persist-to', state])
    expect(out.status, out.stderr).toBe(0)
    expect(out.stdout).toBe(
      "redirects:\n  '/docs/4.x/guide/old/**': '/docs/4.x/guide/new/**'  # 308\n  /docs/4.x/old-page: /docs/4.x/new-page\n"
    )
    expect(parse(out.stdout)).toEqual({
      redirects: {
        '/docs/4.x/old-page': '/docs/4.x/new-page',
        '/docs/4.x/guide/old/**': '/docs/4.x/guide/new/**',
      },
    })
  }, 60_000)
})
