import { checkRedirectRule } from '../../src/shared/routing/redirect-rules'
import type { RouteRule } from '../../src/shared/routing/route-rules'
import type { ContentIssue } from './diagnostics'
import type { DataPath } from './frontmatter'

/**
 * content.config.yml's `redirects:` block: old path → new path, in the shape `npm run
 * redirects:export` prints for the rules stored from the admin area, checked by the same
 * `checkRedirectRule` and matched by the same matcher (src/shared/routing/redirect-rules.ts:
 * `*` for one segment, a final `/**` for the rest):
 *
 * ```yaml
 * redirects:
 *   /docs/4.x/guide/directory-structure/pages: /docs/4.x/guide/directory-structure/app/pages
 *   '/docs/4.x/bridge/**': '/docs/4.x/migration/**'
 * ```
 *
 * Each rule becomes a 301 route rule; the link check follows them and reports a target that
 * goes nowhere at the rule's line.
 */

/** One rule of the block, with its line for the report. */
export interface ConfigRedirect {
  from: string
  to: string
  line: number
}

/**
 * The rules of a parsed `redirects:` value (a mapping of strings), each checked; a bad one is an
 * issue at its line (kind `link`) and left out.
 */
export function readConfigRedirects(
  file: string,
  value: Record<string, string> | undefined,
  lineOf: (path: DataPath) => number
): { redirects: ConfigRedirect[]; issues: ContentIssue[] } {
  const redirects: ConfigRedirect[] = []
  const issues: ContentIssue[] = []
  for (const [from, to] of Object.entries(value ?? {})) {
    const line = lineOf(['redirects', from])
    const check = checkRedirectRule({ from, to })
    if (check.ok) {
      redirects.push({ from: check.rule.from, to: check.rule.to, line })
      continue
    }
    issues.push({
      severity: 'error',
      kind: 'link',
      file,
      line,
      message: `redirects: ${from} → ${to}: ${check.message}`,
      hint: 'paths of this site; * for one whole segment, a final /** for the rest of the path',
    })
  }
  return { redirects, issues }
}

/**
 * The route rules of the configured redirects: each a 301 (a page that moved for good), kept
 * apart from the rules the content makes (build/content/index.ts `contentRouteRules`).
 */
export function configRedirects(config: {
  redirects: readonly ConfigRedirect[]
}): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {}
  for (const { from, to } of config.redirects) rules[from] = { redirect: to, status: 301 }
  return rules
}
