import { createHash } from 'node:crypto'
import type { CompiledMarkdown } from '../../../src/shared/content/types'

/**
 * Highlighted code blocks by content: the HTML of one block depends only on its language, its
 * highlighted lines and its code (the themes and the renderer are part of the compiler
 * fingerprint). Kept in memory for the process (a build's repeated blocks, e.g. install
 * commands, tokenize once per thread). Across builds, an edited page's blocks come from its
 * previous compile: the content cache keeps the file's last entry, whose `codeBlocks` locate
 * each block in its HTML ({@link previousBlocks}), so a one-file rebuild often never starts
 * Shiki, and a cold build writes nothing for it (one file per page was 0.9 s of a 1,000-page
 * build's main thread). Consumers: highlight.ts, build/content/collect.ts.
 */

const memory = new Map<string, string>()
/** Characters of HTML kept in memory at most: 10,000 pages must stay within the RSS budget. */
const MEMORY_BUDGET = 8_000_000
let memoryChars = 0

function remember(key: string, html: string): void {
  if (memoryChars + html.length > MEMORY_BUDGET) return
  memory.set(key, html)
  memoryChars += html.length
}

/** Blocks served from memory or the previous compile, and those highlighted, in this process. */
export const highlightCacheStats = { hits: 0, misses: 0 }

/** The cache key of one block. */
export function highlightKey(lang: string, highlights: string, code: string): string {
  return createHash('sha256')
    .update(`${lang}\0${highlights}\0`)
    .update(code)
    .digest('hex')
    .slice(0, 32)
}

/** One highlighted block of a page's HTML: its key, and where its HTML starts and ends. */
export type CodeBlockSpan = CompiledMarkdown['codeBlocks'][number]

/** The blocks of a page's previous compile, by key: what an edit of the page starts from. */
export function previousBlocks(compiled: {
  html: string
  codeBlocks?: CodeBlockSpan[]
}): Record<string, string> {
  const blocks: Record<string, string> = {}
  for (const [key, start, end] of compiled.codeBlocks ?? [])
    blocks[key] = compiled.html.slice(start, end)
  return blocks
}

/**
 * The highlighted blocks of one page while it compiles: from memory, else from the page's
 * previous compile (`previous`, key → HTML).
 */
export class PageHighlights {
  constructor(private readonly previous: Readonly<Record<string, string>> = {}) {}

  /** A block's HTML when it was highlighted before (this process, or the page's last compile). */
  get(key: string): string | undefined {
    let html = memory.get(key)
    if (html === undefined && Object.hasOwn(this.previous, key)) {
      html = this.previous[key]!
      remember(key, html)
    }
    if (html === undefined) highlightCacheStats.misses++
    else highlightCacheStats.hits++
    return html
  }

  /** Keeps a block highlighted now in memory. */
  store(key: string, html: string): void {
    remember(key, html)
  }
}

/** Empties the memory (as a new process starts). For tests. */
export function forgetHighlights(): void {
  memory.clear()
  memoryChars = 0
}
