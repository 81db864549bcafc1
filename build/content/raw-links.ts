import type { ContentLink } from '../../src/shared/content/types'

const FENCE_RE = /^\s{0,3}(`{3,}|~{3,})/
/** `[text](/path)` and `:read-more{to="/path"}`-style site paths, and `[id]: /path` definitions. */
const INLINE_RE = /\]\((\/[^)\s]*|#[^)\s]*)(?:\s+"[^"]*")?\)|\bto="(\/[^"]*)"/g
const DEFINITION_RE = /^\s{0,3}\[[^\]]+\]:\s*(\/\S*)/

/**
 * The site links of a markdown file read from its text, for a page that did not compile at all
 * (a limit, a parser failure): the link check still checks them in the same run, so the next run
 * has no new errors (page-compile.ts). Fenced code is skipped; lines are the file's.
 */
export function rawLinks(text: string): ContentLink[] {
  const links: ContentLink[] = []
  let fence: string | undefined
  for (const [index, line] of text.split('\n').entries()) {
    const marker = FENCE_RE.exec(line)?.[1]
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? undefined : marker
      continue
    }
    if (fence) continue
    const definition = DEFINITION_RE.exec(line)?.[1]
    if (definition) links.push({ href: definition, line: index + 1 })
    for (const match of line.matchAll(INLINE_RE))
      links.push({ href: (match[1] ?? match[2])!, line: index + 1 })
  }
  return links
}
