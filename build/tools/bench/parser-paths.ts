import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseMarkdownSource } from '../../content/frontmatter'
import { parseMarkdown } from '../../content/markdown/parser'

/** The fast parser's entry in a tree (this one, or a revision checked out beside it). */
const FAST_PARSER = 'build/content/markdown/fast/index.ts'

type FastParse = (markdown: string) => unknown

/** The fast parser's modules of a tree, to find where it gave up on a page. */
interface FastModules {
  parseBlocks: (lines: unknown, from: number, to: number) => unknown
  Lines: { of(source: unknown): unknown }
  Source: new (text: string) => { lineCount: number }
  Unsupported: new () => Error
}

/** The fast parser's block reader, lines and source of the tree at `root`. */
async function fastModules(root: string): Promise<FastModules> {
  const load = (file: string) =>
    import(pathToFileURL(join(root, 'build/content/markdown/fast', file)).href)
  const [blocks, lines, source] = await Promise.all(
    ['blocks.ts', 'lines.ts', 'source.ts'].map(load)
  )
  return { ...blocks, ...lines, ...source } as FastModules
}

/** How a corpus's pages split between the parser paths, and what each costs. */
export interface ParserPaths {
  pages: number
  /** Pages the one-pass parser reads (the rest go to micromark). */
  fast: number
  /** CPU ms per page: the fast parser on its pages, micromark on the same, micromark on the rest. */
  fastMs: number
  micromarkOnFastMs: number
  micromarkRestMs: number
  /**
   * Where this tree's fast parser gave up on the other pages: `file:line function` of the check
   * that called `unsupported()`, with its count of pages, most first.
   */
  reasons: Array<[where: string, pages: number]>
}

/** The check of a tree's fast parser that gave up on `body` (its caller of `unsupported()`). */
function fallbackReason(body: string, fast: FastModules): string {
  const { parseBlocks, Lines, Source, Unsupported } = fast
  if (/[\r\0]/.test(body)) return 'index.ts fastParse (a CR or NUL in the page)'
  const source = new Source(body)
  try {
    parseBlocks(Lines.of(source), 0, source.lineCount)
    return 'none'
  } catch (error) {
    if (!(error instanceof Unsupported)) return `error ${String(error)}`
    // frame 0: unsupported(), 1: the check that called it (tsx maps it to the .ts line)
    const frame = error.stack?.split('\n').filter((line) => line.includes(' at '))[1] ?? ''
    const match = /at (?:(\S+) \()?.*\/fast\/([\w-]+\.ts):(\d+)/.exec(frame)
    return match ? `${match[2]}:${match[3]} ${match[1] ?? ''}`.trim() : frame.trim()
  }
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
  // that tree's own checks: this tree's would name the wrong one (or none) for a revision's pages
  const fast = await fastModules(root)
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
  const reasons = new Map<string, number>()
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
      const reason = fallbackReason(body, fast)
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
    }
  }
  const per = (ms: number, pages: number) => (pages ? ms / pages : 0)
  return {
    ...paths,
    fastMs: per(paths.fastMs, paths.fast),
    micromarkOnFastMs: per(paths.micromarkOnFastMs, paths.fast),
    micromarkRestMs: per(restMs, rest),
    reasons: [...reasons].sort((a, b) => b[1] - a[1]),
  }
}

/** One line: `name: fast 998 of 1,000 pages (99.8 %), 0.31 ms/page; micromark …`. */
export function formatParserPaths(name: string, paths: ParserPaths | undefined): string {
  if (!paths) return `${name}: no fast parser`
  const share = ((paths.fast / paths.pages) * 100).toFixed(1)
  const rest = paths.pages - paths.fast
  const line = `${name}: fast parser ${paths.fast.toLocaleString('en')} of ${paths.pages.toLocaleString('en')} pages (${share} %, ${paths.fastMs.toFixed(2)} CPU ms/page; micromark on the same pages ${paths.micromarkOnFastMs.toFixed(2)} ms/page), micromark ${rest.toLocaleString('en')} pages (${paths.micromarkRestMs.toFixed(2)} CPU ms/page)`
  if (!rest) return line
  // what the fallback costs: micromark's time on those pages above the fast parser's per page
  const extraS = (rest * (paths.micromarkRestMs - paths.fastMs)) / 1000
  const reasons = paths.reasons
    .slice(0, 8)
    .map(([where, pages]) => `  ${pages.toLocaleString('en')} pages: ${where}`)
  return [
    line,
    `fallback costs about ${extraS.toFixed(2)} CPU s in all (spread over the compile threads); first check that gave up, per page:`,
    ...reasons,
  ].join('\n')
}
