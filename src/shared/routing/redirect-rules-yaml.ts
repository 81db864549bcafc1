import type { RedirectRule } from './redirect-rules'

/**
 * The `redirects:` block of content.config.yml for rules stored in D1 (`npm run
 * redirects:export`, build/publish/redirects-export.ts), so they can move into the build:
 *
 * ```yaml
 * redirects:
 *   /docs/4.x/old-page: /docs/4.x/new-page
 *   '/docs/4.x/guide/old/**': '/docs/4.x/guide/new/**'
 * ```
 *
 * A path is written plain when YAML reads it back as the same string, else single-quoted. The
 * block has no place for a status: a 308 rule gets a `# 308` comment.
 */
export function formatRedirectsYaml(rules: readonly RedirectRule[]): string {
  if (rules.length === 0) return 'redirects: {}\n'
  const lines = [...rules]
    .sort((a, b) => a.from.localeCompare(b.from))
    .map((rule) => {
      const comment = rule.status === 308 ? '  # 308' : ''
      return `  ${yamlScalar(rule.from)}: ${yamlScalar(rule.to)}${comment}`
    })
  return `redirects:\n${lines.join('\n')}\n`
}

/** Characters a plain YAML scalar starting with `/` may hold and still read back unchanged. */
const PLAIN_RE = /^\/[A-Za-z0-9/._~%+-]*$/

function yamlScalar(text: string): string {
  return PLAIN_RE.test(text) ? text : `'${text.replace(/'/g, "''")}'`
}
