import * as v from 'valibot'
import { LineCounter, parseDocument, isNode, type Document } from 'yaml'
import { ContentError } from '../../src/shared/content/content-error'

/** A parsed source: data, body and where the body starts. */
export interface ParsedSource {
  data: Record<string, unknown>
  body: string
  /** Lines before the body (frontmatter fences included). */
  lineOffset: number
  /** Maps a valibot issue path to a 1-based file line. */
  lineOf: (path: (string | number)[]) => number
}

const FRONTMATTER_RE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/** Parses a YAML document, failing with file:line on syntax errors. */
export function parseYaml(
  file: string,
  text: string,
  firstLine = 1
): { data: unknown; lineOf: ParsedSource['lineOf'] } {
  const counter = new LineCounter()
  const doc: Document = parseDocument(text, {
    lineCounter: counter,
    prettyErrors: false,
    uniqueKeys: true,
  })
  const error = doc.errors[0]
  if (error) {
    const line = counter.linePos(error.pos[0]).line + firstLine - 1
    throw new ContentError(file, line, `invalid YAML: ${error.message.split('\n')[0]}`)
  }
  const lineOf = (path: (string | number)[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true)
      if (isNode(node) && node.range) return counter.linePos(node.range[0]).line + firstLine - 1
    }
    return firstLine
  }
  return { data: doc.toJS(), lineOf }
}

/** Splits a markdown file into frontmatter data and body. */
export function parseMarkdownSource(file: string, source: string): ParsedSource {
  const match = FRONTMATTER_RE.exec(source)
  if (!match)
    throw new ContentError(
      file,
      1,
      'missing frontmatter: start the file with "---", a YAML block with at least "title:", and "---"'
    )
  const { data, lineOf } = parseYaml(file, match[1]!, 2)
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ContentError(file, 2, 'frontmatter must be a YAML mapping (key: value lines)')
  }
  const lineOffset = match[0].split('\n').length - 1
  return {
    data: data as Record<string, unknown>,
    body: source.slice(match[0].length),
    lineOffset,
    lineOf,
  }
}

/** Validates data with a schema; the first issue becomes a ContentError at its line. */
export function validate<T>(
  file: string,
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  lineOf: ParsedSource['lineOf']
): T {
  const result = v.safeParse(schema, data)
  if (result.success) return result.output
  const issue = result.issues[0]
  const path = (issue.path ?? []).map((item) => item.key as string | number)
  const field = path.length ? `"${path.join('.')}"` : 'the document'
  const message = issue.message.startsWith('"') ? issue.message : `${field}: ${issue.message}`
  throw new ContentError(file, lineOf(path), message)
}
