import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseMarkdownSource } from '../../content/frontmatter'
import { parseMarkdown } from '../../content/markdown/parser'

/** The fast parser's entry in a tree (this one, or a revision checked out beside it). */
const FAST_PARSER = 'build/content/markdown/fast/index.ts'

type FastParse = (markdown: string) => unknown

/** How a corpus's pages split between the parser paths, and what each costs. */
export interface ParserPaths {
  pages: number
  /** Pages the one-pass parser reads (the rest go to micromark). */
  fast: number
  /** CPU ms per page: the fast parser on its pages, micromark on the same, micromark on the rest. */
  fastMs: number
  micromarkOnFastMs: number
  micromarkRestMs: number
}

/** CPU milliseconds of `run` (user + system of this process: the bench runs no threads here). */
async function cpuMs(run: () => unknown): Promise<number> {
  const started = process.cpuUsage()
  await run()
  const used = process.cpuUsage(started)
  return (used.user + used.system) / 1000
}

/**
 * Reads every page of `files` as the build does (its frontmatter off) and asks the fast parser of
 * the tree at `root` whether it reads it: the share of pages each path takes, and the parse CPU
 * per page of each (micromark as the build calls it, without the GFM parts a page cannot use).
 * Undefined when that tree has no fast parser.
 */
export async function measureParserPaths(
  files: string[],
  root: string
): Promise<ParserPaths | undefined> {
  const entry = join(root, FAST_PARSER)
  if (!existsSync(entry)) return undefined
  const { fastParse } = (await import(pathToFileURL(entry).href)) as { fastParse: FastParse }
  const bodies = await Promise.all(
    files.map(async (file) => parseMarkdownSource(file, await readFile(file, 'utf8')).body)
  )
  const micromark = (body: string) => {
    const before = process.env.CONTENT_FAST_PARSE
    process.env.CONTENT_FAST_PARSE = '0'
    return parseMarkdown(body).finally(() => (process.env.CONTENT_FAST_PARSE = before))
  }
  const paths = { pages: bodies.length, fast: 0, fastMs: 0, micromarkOnFastMs: 0 }
  let rest = 0
  let restMs = 0
  for (const body of bodies) {
    let read = false
    const ms = await cpuMs(() => (read = fastParse(body) !== undefined))
    const micromarkMs = await cpuMs(() => micromark(body))
    if (read) {
      paths.fast++
      paths.fastMs += ms
      paths.micromarkOnFastMs += micromarkMs
    } else {
      rest++
      restMs += micromarkMs
    }
  }
  const per = (ms: number, pages: number) => (pages ? ms / pages : 0)
  return {
    ...paths,
    fastMs: per(paths.fastMs, paths.fast),
    micromarkOnFastMs: per(paths.micromarkOnFastMs, paths.fast),
    micromarkRestMs: per(restMs, rest),
  }
}

/** One line: `name: fast 998 of 1,000 pages (99.8 %), 0.31 ms/page; micromark …`. */
export function formatParserPaths(name: string, paths: ParserPaths | undefined): string {
  if (!paths) return `${name}: no fast parser`
  const share = ((paths.fast / paths.pages) * 100).toFixed(1)
  const rest = paths.pages - paths.fast
  return `${name}: fast parser ${paths.fast.toLocaleString('en')} of ${paths.pages.toLocaleString('en')} pages (${share} %, ${paths.fastMs.toFixed(2)} CPU ms/page; micromark on the same pages ${paths.micromarkOnFastMs.toFixed(2)} ms/page), micromark ${rest.toLocaleString('en')} pages (${paths.micromarkRestMs.toFixed(2)} CPU ms/page)`
}
