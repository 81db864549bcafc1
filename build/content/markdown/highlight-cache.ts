import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Highlighted code blocks by content: the HTML of one block depends only on its language, its
 * highlighted lines and its code (the themes and the renderer are part of the compiler
 * fingerprint, which names the folder). Kept in memory for the process (a build's repeated
 * blocks, e.g. install commands, tokenize once per thread) and, when a folder is set, on disk
 * across builds under `.cache/highlight/<fingerprint>/`: an edited page's unchanged blocks are
 * read back, so a one-file rebuild often never starts Shiki. Consumers: highlight.ts, the compile
 * threads and the in-process compile (which set the folder).
 */

const memory = new Map<string, string>()
/** Characters of HTML kept in memory at most: 10,000 pages must stay within the RSS budget. */
const MEMORY_BUDGET = 8_000_000
let memoryChars = 0
let folder: string | undefined

function remember(key: string, html: string): void {
  if (memoryChars + html.length > MEMORY_BUDGET) return
  memory.set(key, html)
  memoryChars += html.length
}

/** Blocks served from memory or disk, and those highlighted, in this process. */
export const highlightCacheStats = { hits: 0, misses: 0 }

/** Where this process keeps blocks across builds (`undefined`: memory only). */
export function useHighlightFolder(dir: string | undefined): void {
  folder = dir
  if (dir) mkdirSync(dir, { recursive: true })
}

/** The cache key of one block. */
export function highlightKey(lang: string, highlights: string, code: string): string {
  return createHash('sha256')
    .update(`${lang}\0${highlights}\0`)
    .update(code)
    .digest('hex')
    .slice(0, 32)
}

/** A block's HTML when it was highlighted before (this process or, with a folder, a build before). */
export function cachedHighlight(key: string): string | undefined {
  let html = memory.get(key)
  if (html === undefined && folder) {
    try {
      html = readFileSync(join(folder, `${key}.html`), 'utf8')
      remember(key, html)
    } catch {
      // not there yet
    }
  }
  if (html === undefined) highlightCacheStats.misses++
  else highlightCacheStats.hits++
  return html
}

/** Keeps a block's HTML; a failed disk write only costs highlighting it again next build. */
export function storeHighlight(key: string, html: string): void {
  remember(key, html)
  if (!folder) return
  const path = join(folder, `${key}.html`)
  // written whole then renamed: another thread reading the key never sees half a block
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  try {
    writeFileSync(temporary, html)
    renameSync(temporary, path)
  } catch {
    rmSync(temporary, { force: true })
  }
}

/** Empties the memory (as a new process starts); the folder is kept. For tests. */
export function forgetHighlights(): void {
  memory.clear()
  memoryChars = 0
}
