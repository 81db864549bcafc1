/*
 * Pages as Markdown for agents: which routes have a Markdown twin (`<page>.md`, `/index.md` for
 * home, `/modules.md`), and when a request for the page itself asks for it (`Accept:
 * text/markdown` preferred over HTML). Consumers: the negotiation middleware
 * (worker/middleware/markdown-negotiation.ts), the loaders that answer `.md`, the page actions
 * menu and llms.txt.
 */

/** Route ids whose pages answer Markdown (route table ids, src/shared/routing/routes.ts). */
export const MARKDOWN_ROUTES = [
  'docs',
  'blog-post',
  'deploy-guide',
  'home',
  'modules',
  'module',
  // the enterprise hub is a landing page of its own route: its twin is the content route's
  'enterprise',
  'content',
] as const

/** The Content-Type of every Markdown answer. */
export const MARKDOWN_TYPE = 'text/markdown; charset=utf-8'

/** The Markdown twin of a page path: `/` → `/index.md`, `/modules/` → `/modules.md`. */
export function markdownPathOf(path: string): string {
  const bare = path.replace(/\/+$/, '')
  return `${bare || '/index'}.md`
}

/** The page a Markdown path is the twin of (`/index.md` → `/`), or undefined for another path. */
export function pagePathOfMarkdown(path: string): string | undefined {
  if (!path.endsWith('.md') || path.length <= '/.md'.length) return undefined
  const page = path.slice(0, -'.md'.length)
  return page === '/index' ? '/' : page
}

/** One media range of an Accept header: its type and quality. */
function readRanges(accept: string): { type: string; q: number }[] {
  return accept.split(',').flatMap((part) => {
    const [range, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
    if (!range) return []
    const qParam = params.find((param) => param.startsWith('q='))
    const q = qParam ? Number(qParam.slice(2)) : 1
    return Number.isFinite(q) ? [{ type: range, q: Math.min(Math.max(q, 0), 1) }] : []
  })
}

const MARKDOWN_RANGES = new Set(['text/markdown', 'text/x-markdown'])
const HTML_RANGES = new Set(['text/html', 'application/xhtml+xml'])

/**
 * True when an Accept header prefers Markdown to HTML: it names `text/markdown` (a wildcard
 * never counts: browsers send `*∕*`) with a quality above HTML's (HTML from `text/html`, else
 * `text/*`, else `*∕*`), or equal to it and listed first.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false
  const ranges = readRanges(accept.slice(0, 1024))
  const markdownAt = ranges.findIndex((range) => MARKDOWN_RANGES.has(range.type) && range.q > 0)
  if (markdownAt < 0) return false
  const markdown = ranges[markdownAt]!.q
  const htmlAt = ranges.findIndex((range) => HTML_RANGES.has(range.type))
  const html =
    htmlAt >= 0
      ? ranges[htmlAt]!.q
      : ((
          ranges.find((range) => range.type === 'text/*') ??
          ranges.find((range) => range.type === '*/*')
        )?.q ?? 0)
  return markdown > html || (markdown === html && (htmlAt < 0 || markdownAt < htmlAt))
}
