import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Secrets `wrangler dev` needs for the newsletter, sign-in and preview to work locally. */
const LOCAL_SECRETS = ['SESSION_SECRET', 'NEWSLETTER_SECRET', 'PREVIEW_SECRET'] as const

/**
 * Writes `.dev.vars` from `.dev.vars.example` when there is none, each of LOCAL_SECRETS set to a
 * fresh random value (48 bytes, base64url) and every other line kept, so a fresh clone's
 * `npm start` can try the newsletter flow and preview mode. An existing `.dev.vars` is never
 * touched. Returns whether a file was written. Called by `npm run prepare:local`.
 */
export function ensureDevVars(root: string): boolean {
  const target = join(root, '.dev.vars')
  const example = join(root, '.dev.vars.example')
  if (existsSync(target) || !existsSync(example)) return false
  const lines = readFileSync(example, 'utf8')
    .split('\n')
    .map((line) => {
      const name = line.split('=')[0]!.trim()
      const secret = (LOCAL_SECRETS as readonly string[]).includes(name)
      return secret ? `${name}=${randomBytes(48).toString('base64url')}` : line
    })
  writeFileSync(target, lines.join('\n'), { mode: 0o600 })
  return true
}

/** A value of `.dev.vars` (KEY=value lines, optional quotes), undefined when not set. */
export function readDevVar(root: string, name: string): string | undefined {
  const file = join(root, '.dev.vars')
  if (!existsSync(file)) return undefined
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (match?.[1] === name) return match[2]!.replace(/^(["'])(.*)\1$/, '$2') || undefined
  }
  return undefined
}
