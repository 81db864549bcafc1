import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * `npm run test:adoption`'s content: the site's own content/ with its docs replaced by the
 * adoption fixture's, the way a team adopts the platform (their corpus in content/docs/<version>/,
 * their content.config.yml, their site components and public files beside the site's). Written to
 * `test-results/adoption-content/` (ignored by git; not a dot folder: tsx compiles the site
 * components' JSX only in files tsconfig's default include matches); prints it for `--content`.
 *
 * The site's own pages (its blog, its newsletter) still link the sample docs the corpus lacks:
 * the team's first step is what `links.missing: warn` is for (ship while it migrates), so the
 * fixture's config gets that one key added.
 */

const ROOT = join(import.meta.dirname, '../..')
const SITE = join(ROOT, 'content')
const FIXTURE = join(ROOT, 'build/content/__fixtures__/adoption')
const OUT = join(ROOT, 'test-results/adoption-content')

/** What the team brings: replaced wholesale (docs, config) or merged over the site's (the rest). */
const REPLACED = ['docs', 'content.config.yml']
const MERGED = ['_components', 'public']

rmSync(OUT, { recursive: true, force: true })
for (const entry of readdirSync(SITE)) {
  if (!REPLACED.includes(entry)) cpSync(join(SITE, entry), join(OUT, entry), { recursive: true })
}
for (const entry of [...REPLACED, ...MERGED]) {
  if (existsSync(join(FIXTURE, entry)))
    cpSync(join(FIXTURE, entry), join(OUT, entry), { recursive: true })
}
const config = join(OUT, 'content.config.yml')
const text = existsSync(config) ? readFileSync(config, 'utf8') : ''
writeFileSync(
  config,
  /^links:\n/m.test(text)
    ? text.replace(/^links:\n/m, 'links:\n  missing: warn\n')
    : `${text}\nlinks:\n  missing: warn\n`
)
console.log(OUT)
