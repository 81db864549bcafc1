import { resolve } from 'node:path'
import { formatRedirectsYaml } from '../../src/shared/routing/redirect-rules-yaml'
import type { RedirectRule } from '../../src/shared/routing/redirect-rules'
import { describeTarget, parseSiteTarget, queryD1, type SiteTarget } from './site-d1'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * `npm run redirects:export [-- --local [--persist-to <dir>] | --env <name>]`: the redirect rules
 * stored from the admin area, as the `redirects:` block of content.config.yml, so they can move
 * into the build (then delete them in the admin area).
 */
export function exportRedirects(root: string, target: SiteTarget): string {
  const rules = queryD1<RedirectRule>(
    root,
    target,
    'SELECT "from", "to", status FROM redirect_rules ORDER BY "from"'
  )
  return formatRedirectsYaml(rules)
}

if (import.meta.filename === process.argv[1]) {
  try {
    const { target, rest } = parseSiteTarget(process.argv.slice(2))
    if (rest.length)
      throw new Error(
        `unknown argument ${rest[0]}: use --local, --persist-to <dir> or --env <name>`
      )
    process.stdout.write(exportRedirects(ROOT, target))
    console.error(`# from the ${describeTarget(target)}`)
  } catch (error) {
    console.error(`redirects:export: ${(error as Error).message}`)
    process.exitCode = 1
  }
}
