import { resolveDocsVersion } from '../../src/shared/docs/versions'
import { MARKDOWN_TYPE } from '../../src/shared/routing/markdown'
import type { Db } from '../db/client'
import type { Locale } from '../../src/shared/i18n/locales'
import { getPageByPath } from '../db/queries/content'
import { pageNotFound } from '../errors'

/** What a page's markdown is made of (a content row's title, description and source). */
export interface MarkdownSource {
  title: string
  description: string
  raw: string
}

/**
 * A page as one markdown document: title, description, then its source. Consumers: `<page>.md`
 * ('Copy page', docs pages, blog posts, hosting guides), /llms-full.txt and the MCP tools that
 * read a page (worker/mcp/), so an agent gets the same text everywhere.
 */
export function formatPageMarkdown(page: MarkdownSource): string {
  const description = page.description ? `${page.description}\n\n` : ''
  return `# ${page.title}\n\n${description}${page.raw.trimStart()}`
}

/** The `<page>.md` answer of a page. */
export function markdownResponse(page: MarkdownSource): Response {
  return markdownTextResponse(formatPageMarkdown(page))
}

/**
 * A Markdown answer (`<page>.md`, or a page asked for with `Accept: text/markdown`): the
 * negotiation middleware adds `Vary: Accept`, the page cache keeps it apart from the HTML.
 */
export function markdownTextResponse(text: string): Response {
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': MARKDOWN_TYPE, 'Cache-Control': 'public, max-age=300' },
  })
}

/**
 * `<docs page>.md`: the page's markdown source ('Copy page'), title first; in Chinese its
 * translation's, else the English source.
 */
export async function serveDocsMarkdown(
  db: Db,
  path: string,
  locale: Locale = 'en'
): Promise<Response> {
  const page = await getPageByPath(db, resolveDocsVersion(path).collection, path, locale)
  if (!page) throw pageNotFound(`${path}.md`)
  return markdownResponse(page)
}
