import { resolve } from 'node:path'
import { parsePreviewTtl, previewLink } from '../../src/shared/preview/preview-link'
import { createPreviewToken, DEFAULT_PREVIEW_TTL_S } from '../../src/shared/preview/token'
import { toRedirectTarget } from '../../src/shared/routing/redirect-target'
import { readDevVar } from './dev-vars'
import { describeTarget, parseSiteTarget, queryD1, siteUrlOf, type SiteTarget } from './site-d1'

const ROOT = resolve(import.meta.dirname, '../..')
const USAGE =
  'npm run preview-link -- <path> [--ttl 3d] [--local [--persist-to <dir>] | --env <name>] [--site <url>]'

/** What `npm run preview-link` was asked for. */
export interface PreviewLinkArgs {
  path: string
  ttlSeconds: number
  target: SiteTarget
  site?: string
}

/** Reads the command line: a site path, `--ttl` (`90m`, `12h`, `3d`; a week by default). */
export function parsePreviewLinkArgs(argv: string[]): PreviewLinkArgs {
  const { target, rest } = parseSiteTarget(argv)
  let path: string | undefined
  let ttlSeconds = DEFAULT_PREVIEW_TTL_S
  let site: string | undefined
  for (let n = 0; n < rest.length; n++) {
    const arg = rest[n]!
    if (arg === '--ttl' || arg === '--site') {
      const value = rest[++n]
      if (!value) throw new Error(`${arg} needs a value`)
      if (arg === '--site') site = value
      else {
        const seconds = parsePreviewTtl(value)
        if (!seconds) throw new Error(`--ttl ${value}: write 90m, 12h or 3d, at most 7d`)
        ttlSeconds = seconds
      }
    } else if (!arg.startsWith('--') && !path) path = arg
    else throw new Error(`unknown argument ${arg}: ${USAGE}`)
  }
  if (!path) throw new Error(`give the page to preview: ${USAGE}`)
  const safe = toRedirectTarget(path)
  if (!safe || safe !== path)
    throw new Error(`${path}: not a path of this site (e.g. /blog/my-draft)`)
  return { path, ttlSeconds, target, ...(site ? { site } : {}) }
}

/**
 * The preview link the admin Drafts screen gives, signed here with the same code
 * (src/shared/preview/token.ts) under PREVIEW_SECRET (the environment's, else `.dev.vars` for
 * the local state: a Worker secret cannot be read back) and the key generation the target's D1
 * holds now, so 'Revoke all links' revokes it too.
 */
export async function makePreviewLink(root: string, args: PreviewLinkArgs) {
  const secret =
    process.env.PREVIEW_SECRET || (args.target.env ? undefined : readDevVar(root, 'PREVIEW_SECRET'))
  if (!secret)
    throw new Error(
      args.target.env
        ? 'set PREVIEW_SECRET in the environment to the secret of that deployment'
        : 'no PREVIEW_SECRET in the environment or in .dev.vars (npm run prepare:local writes one)'
    )
  const rows = queryD1<{ generation: string }>(
    root,
    args.target,
    'SELECT generation FROM preview_key WHERE id = 1'
  )
  const token = await createPreviewToken(secret, args.ttlSeconds, rows[0]?.generation ?? '')
  const link = previewLink(args.site ?? siteUrlOf(root, args.target), token, args.path)
  const expires = new Date(Date.now() + args.ttlSeconds * 1000).toISOString()
  return { link, expires }
}

if (import.meta.filename === process.argv[1]) {
  try {
    const args = parsePreviewLinkArgs(process.argv.slice(2))
    const { link, expires } = await makePreviewLink(ROOT, args)
    console.log(link)
    console.error(`valid until ${expires} (key generation of the ${describeTarget(args.target)})`)
  } catch (error) {
    console.error(`preview-link: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
