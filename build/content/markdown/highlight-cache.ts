import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Highlighted code blocks by content: the HTML of one block depends only on its language, its
 * highlighted lines and its code (the themes and the renderer are part of the compiler
 * fingerprint, which names the folder). Kept in memory for the process (a build's repeated
 * blocks, e.g. install commands, tokenize once per thread) and, when a folder is set, on disk
 * across builds under `.cache/highlight/<fingerprint>/`: one file per markdown file with the
 * blocks it had when it last compiled, so an edited page's unchanged blocks are read back and a
 * one-file rebuild often never starts Shiki. One file per page, not per block: a cold build of
 * 1,000 pages wrote about 4,000 block files, 3.8 s of CPU (half of it system time).
 * Consumers: highlight.ts, the compile threads and the in-process compile (which set the folder).
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

/** Where a markdown file's blocks are kept: named by the hash of its path. */
const pagePath = (dir: string, file: string) =>
  join(dir, `${createHash('sha256').update(file).digest('hex').slice(0, 24)}.json`)

/**
 * The highlighted blocks of one markdown file (repo-relative path) while it compiles: blocks
 * come from memory, else from what the file had when it last compiled (read on the first
 * miss); {@link PageHighlights.save} then writes the file's blocks when they changed.
 */
export class PageHighlights {
  /** The file's blocks on disk: undefined until read, null when there are none. */
  private stored: Record<string, string> | null | undefined
  /** The blocks of this compile, served or highlighted: what {@link PageHighlights.save} writes. */
  private readonly blocks = new Map<string, string>()

  constructor(private readonly file: string) {}

  private read(): Record<string, string> | null {
    if (this.stored === undefined) {
      try {
        this.stored = folder
          ? (JSON.parse(readFileSync(pagePath(folder, this.file), 'utf8')) as Record<
              string,
              string
            >)
          : null
      } catch {
        this.stored = null
      }
    }
    return this.stored
  }

  /** A block's HTML when it was highlighted before (this process, or this file's last compile). */
  get(key: string): string | undefined {
    let html = memory.get(key)
    if (html === undefined) {
      html = this.read()?.[key]
      if (html !== undefined) remember(key, html)
    }
    if (html === undefined) highlightCacheStats.misses++
    else (highlightCacheStats.hits++, this.blocks.set(key, html))
    return html
  }

  /** Keeps a block highlighted now in memory (the file's blocks go to disk in `save`). */
  store(key: string, html: string): void {
    remember(key, html)
    this.blocks.set(key, html)
  }

  /** Writes the file's blocks (key → HTML) unless they are the ones on disk; a failed write only costs highlighting them again. */
  save(): void {
    const blocks = this.blocks
    if (!folder) return
    const stored = this.read()
    if (stored && Object.keys(stored).length === blocks.size)
      if ([...blocks.keys()].every((key) => key in stored)) return
    const path = pagePath(folder, this.file)
    // written whole then renamed: another thread reading the file never sees half of it
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    try {
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(blocks)))
      renameSync(temporary, path)
    } catch {
      rmSync(temporary, { force: true })
    }
  }
}

/** Empties the memory (as a new process starts); the folder is kept. For tests. */
export function forgetHighlights(): void {
  memory.clear()
  memoryChars = 0
}
