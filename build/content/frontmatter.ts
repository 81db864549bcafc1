import * as v from 'valibot'
import { LineCounter, parseDocument, isNode, visit, type Document } from 'yaml'
import { ContentError } from '../../src/shared/content/content-error'
import { checkYamlNesting, MAX_YAML_ALIAS_COUNT } from './limits'

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

/**
 * Parses a YAML document, failing with file:line on syntax errors, nesting deeper than
 * `MAX_YAML_NESTING` (checked before parsing) and aliases that expand too much or point nowhere.
 */
export function parseYaml(
  file: string,
  text: string,
  firstLine = 1
): { data: unknown; lineOf: ParsedSource['lineOf'] } {
  checkYamlNesting(file, text, firstLine)
  const counter = new LineCounter()
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1
  const doc: Document = parseDocument(text, {
    lineCounter: counter,
    prettyErrors: false,
    uniqueKeys: true,
  })
  const error = doc.errors[0]
  if (error) {
    throw new ContentError(
      file,
      lineAt(error.pos[0]),
      `invalid YAML: ${error.message.split('\n')[0]}`
    )
  }
  const lineOf = (path: (string | number)[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true)
      if (isNode(node) && node.range) return lineAt(node.range[0])
    }
    return firstLine
  }
  return { data: toData(file, doc, lineAt), lineOf }
}

/** The document as plain data; alias errors (billion laughs, unknown anchor) at the alias line. */
function toData(file: string, doc: Document, lineAt: (offset: number) => number): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT })
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
    // the alias the message names (an unknown anchor), else the first alias of the document
    let line: number | undefined
    visit(doc, {
      Alias(_, node) {
        if (!node.range) return
        if (line === undefined || message.endsWith(`: ${node.source}`)) line = lineAt(node.range[0])
        if (message.endsWith(`: ${node.source}`)) return visit.BREAK
      },
    })
    const rule = /alias count/i.test(message)
      ? `YAML aliases ("*name") expand an anchor more than ${MAX_YAML_ALIAS_COUNT} times: write the values out instead`
      : `invalid YAML: ${message}`
    throw new ContentError(file, line ?? lineAt(0), rule)
  }
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
