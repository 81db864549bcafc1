import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseMarkdownWithout } from '../parser'
import { fastParse } from '.'

/*
 * For the seeded comparisons (fast-parse*.test.ts): the fast parser's tree and micromark's of the
 * same markdown, as plain JSON, and the sample bodies they mutate. Nothing on the build path
 * imports this.
 */

/** micromark's tree of a body (no GFM part left out), as plain JSON. */
export async function micromarkTree(markdown: string): Promise<unknown> {
  return JSON.parse(JSON.stringify(await parseMarkdownWithout(markdown, [])))
}

/** Both trees of `markdown`, or undefined when the fast parser leaves it to micromark. */
export async function bothTrees(
  markdown: string
): Promise<{ fast: unknown; micromark: unknown } | undefined> {
  const fast = fastParse(markdown)
  if (!fast) return undefined
  return { fast: JSON.parse(JSON.stringify(fast)), micromark: await micromarkTree(markdown) }
}

/** Every markdown body under `dir` (frontmatter removed), by file. */
export function bodies(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => [file, readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')])
}
