import { SITE } from '../site'
import { toAnswerQuery } from './answer-query'
import { getSectionGroup, type SearchGroup } from './filter'
import { highlightSnippet } from './highlight'
import type { SearchIndex } from './index-db'
import { searchSections } from './rank'
import { SEARCH_LIMIT } from './text'

/*
 * Search for agents: a developer's question (`How do I deploy to the edge?`) over a version's
 * index, answered with one result per page, each the page's best section. Consumers: the MCP
 * tool `search_docs` (worker/mcp/tools-docs.ts) and the bench's evaluation
 * (build/tools/bench/search-eval.ts), so the figure the bench prints is the tool's.
 */

/** Most results `search_docs` answers (and its default). */
export const DOCS_SEARCH_MAX = 20
export const DOCS_SEARCH_DEFAULT = 8
/** Snippet length of an agent's result, in screen columns (the palette's is 160). */
const AGENT_SNIPPET_LENGTH = 320

/** One page found for a question: its best section. */
export interface DocsSearchHit {
  /** The page's path. */
  path: string
  /** The best section's heading anchor, null when it is the page's first section. */
  anchor: string | null
  /** The best section's heading (the page title for its first section). */
  title: string
  /** The headings above that section, page title first. */
  headings: string[]
  /** Plain text around the first match, matches wrapped in `**`. */
  snippet: string
  group: SearchGroup
  /** The section's language when not the index's (`'en'`: a page not translated yet). */
  lang?: string
}

/** A question's search: the words searched and the pages, best first. */
export interface DocsSearchAnswer {
  /** What was searched: the question without question words. */
  searched: string
  hits: DocsSearchHit[]
}

/**
 * Words a question to an agent carries that name no topic: the product (every page is about
 * it) and a few fillers the palette's question words leave in.
 */
const AGENT_FILLERS = new Set([SITE.name.toLowerCase(), 'own', 'like', 'from', 'there', 'any'])

/**
 * A plain lowercase word cut to a stem that the index's prefix search completes: `contribute`
 * finds `contribution`, `deploying` finds `deployment`, `pages` finds `page`. Identifiers
 * (capitals, digits, `-`, `_`) and short words stay as they are.
 */
function stemWord(word: string): string {
  if (!/^[a-z]{5,}$/.test(word)) return word
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3)
  if (word.endsWith('ed')) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  if (word.endsWith('e')) return word.slice(0, -1)
  return word
}

/** The words searched for a question: question words, fillers dropped, plain words stemmed. */
export function toDocsQuery(question: string): string {
  const words = toAnswerQuery(question).split(' ')
  const kept = words.filter((word) => !AGENT_FILLERS.has(word.toLowerCase()))
  return (kept.length ? kept : words).map(stemWord).join(' ')
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' }

/** A highlighted HTML snippet as plain text: marks become `**`, the three escapes undone. */
function toPlainSnippet(html: string): string {
  return html.replace(/<\/?mark>/g, '**').replace(/&(?:amp|lt|gt);/g, (entity) => ENTITIES[entity]!)
}

/**
 * The `limit` best pages for a question: the question loses its question words
 * (`toAnswerQuery`, as the palette's Ask AI does), the index ranks up to 42 sections, and each
 * page keeps its best one, so three results are three pages.
 */
export async function searchDocs(
  index: SearchIndex,
  question: string,
  limit = DOCS_SEARCH_DEFAULT
): Promise<DocsSearchAnswer> {
  const searched = toDocsQuery(question)
  const hits = await searchSections(index, searched, SEARCH_LIMIT)
  const seen = new Set<string>()
  const pages: DocsSearchHit[] = []
  for (const { section } of hits) {
    const hash = section.id.indexOf('#')
    const path = hash < 0 ? section.id : section.id.slice(0, hash)
    if (seen.has(path)) continue
    seen.add(path)
    pages.push({
      path,
      anchor: hash < 0 ? null : section.id.slice(hash + 1),
      title: section.title,
      headings: section.titles,
      snippet: toPlainSnippet(highlightSnippet(section.content, searched, AGENT_SNIPPET_LENGTH)),
      group: getSectionGroup(section.id),
      ...(section.lang ? { lang: section.lang } : {}),
    })
    if (pages.length === limit) break
  }
  return { searched, hits: pages }
}
