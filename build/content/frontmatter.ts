import * as v from 'valibot'
import { LineCounter, parseDocument, isNode, visit, type Document } from 'yaml'
import { ContentError } from '../../src/shared/content/content-error'
import type { FileReporter } from './diagnostics'
import { checkYamlNesting, MAX_YAML_ALIAS_COUNT } from './limits'
import { describeIssue, type DataPath } from './frontmatter-issues'
import { readSimpleYaml } from './simple-yaml'
import { fastPathOn } from './fast-paths'

/** A parsed source: data, body and where the body starts. */
export interface ParsedSource {
  data: Record<string, unknown>
  body: string
  /** Lines before the body (frontmatter fences included). */
  lineOffset: number
  /** Maps a valibot issue path to a 1-based file line. */
  lineOf: (path: DataPath) => number
}

/** A path into parsed data: object keys and array indexes. */
export type { DataPath }

const FRONTMATTER_RE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

/**
 * Parses a YAML document, failing with file:line on syntax errors, nesting deeper than
 * `MAX_YAML_NESTING` (checked before parsing) and aliases that expand too much or point nowhere.
 * A text of the simplest shape (simple-yaml.ts) is read without the `yaml` package, which then
 * parses it only if a line is asked for (a schema issue, a dotted key); `CONTENT_FAST_YAML=0`
 * turns that off (fast-paths.ts).
 */
export function parseYaml(
  file: string,
  text: string,
  firstLine = 1
): { data: unknown; lineOf: ParsedSource['lineOf'] } {
  const simple = fastPathOn('yaml') ? readSimpleYaml(text) : undefined
  yamlUse[simple === undefined ? 'library' : 'simple']++
  if (simple === undefined) return parseYamlDocument(file, text, firstLine)
  let document: ReturnType<typeof parseYamlDocument> | undefined
  const lineOf = (path: DataPath) =>
    (document ??= parseYamlDocument(file, text, firstLine)).lineOf(path)
  return { data: simple, lineOf }
}

/** Texts each reader read in this thread (simple-yaml.ts or the `yaml` package). */
export const yamlUse = { simple: 0, library: 0 }

/** {@link parseYaml} with the `yaml` package, whatever the text. */
function parseYamlDocument(
  file: string,
  text: string,
  firstLine: number
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
      `invalid YAML: ${error.message.split('\n')[0]}`,
      { kind: 'yaml' }
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
    throw new ContentError(file, line ?? lineAt(0), rule, { kind: 'yaml' })
  }
}

/**
 * Splits a markdown file into frontmatter data and body; dotted keys are folded into objects
 * ({@link foldDottedKeys}). A file without frontmatter or with a YAML syntax error throws
 * (kind `frontmatter` or `yaml`); a dotted-key collision is reported when `report` is given.
 */
export function parseMarkdownSource(
  file: string,
  source: string,
  report?: FileReporter
): ParsedSource {
  const match = FRONTMATTER_RE.exec(source)
  if (!match)
    throw new ContentError(
      file,
      1,
      'missing frontmatter: start the file with "---", a YAML block with at least "title:", and "---"',
      { kind: 'frontmatter' }
    )
  const parsed = parseYaml(file, match[1]!, 2)
  if (!parsed.data || typeof parsed.data !== 'object' || Array.isArray(parsed.data)) {
    throw new ContentError(file, 2, 'frontmatter must be a YAML mapping (key: value lines)', {
      kind: 'frontmatter',
    })
  }
  const { data, lineOf } = foldDottedKeys(
    file,
    parsed.data as Record<string, unknown>,
    parsed.lineOf,
    report
  )
  const lineOffset = match[0].split('\n').length - 1
  return { data, body: source.slice(match[0].length), lineOffset, lineOf }
}

/**
 * The body of a markdown file and the lines before it, whatever its frontmatter holds (a page
 * whose frontmatter fails still has its links checked: page-compile.ts).
 */
export function markdownBody(source: string): { body: string; lineOffset: number } {
  const match = FRONTMATTER_RE.exec(source)
  if (!match) return { body: source, lineOffset: 0 }
  return { body: source.slice(match[0].length), lineOffset: match[0].split('\n').length - 1 }
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Folds top-level dotted keys into objects, at any depth: `navigation.title: X` and
 * `navigation.icon: Y` become `navigation: {title: X, icon: Y}`, merged with a `navigation:`
 * mapping if there is one. A dotted key whose parent is not a mapping (`navigation: false`) or
 * that sets a value twice is a `frontmatter` error at its line: reported (the key is dropped)
 * when `report` is given, else thrown. Keys with an empty part (`a..b`, `.a`) are kept as is.
 * The returned `lineOf` maps folded paths back to the dotted key's line.
 */
export function foldDottedKeys(
  file: string,
  data: Record<string, unknown>,
  lineOf: ParsedSource['lineOf'],
  report?: FileReporter
): { data: Record<string, unknown>; lineOf: ParsedSource['lineOf'] } {
  const dotted = Object.keys(data).filter(
    (key) => key.includes('.') && !key.split('.').includes('')
  )
  if (!dotted.length) return { data, lineOf }
  const folded: Record<string, unknown> = structuredClone(
    Object.fromEntries(Object.entries(data).filter(([key]) => !dotted.includes(key)))
  )
  // folded path (JSON) → the dotted key that created it
  const origins = new Map<string, string>()
  for (const key of dotted) {
    const parts = key.split('.')
    const line = lineOf([key])
    const hint = `write "${parts[0]}:" as a mapping with the nested keys, or only dotted keys`
    const fail = (message: string) => {
      if (!report) throw new ContentError(file, line, message, { kind: 'frontmatter', hint })
      report.error(line, 'frontmatter', message, hint)
    }
    let target = folded
    let ok = true
    for (const [depth, part] of parts.slice(0, -1).entries()) {
      const here = parts.slice(0, depth + 1)
      if (!(part in target)) {
        target[part] = {}
        origins.set(JSON.stringify(here), key)
      }
      const next = target[part]
      if (!isMapping(next)) {
        fail(
          `"${key}" sets a key inside "${here.join('.')}", which is ${JSON.stringify(next)} and not a mapping`
        )
        ok = false
        break
      }
      target = next
    }
    if (!ok) continue
    const leaf = parts.at(-1)!
    if (leaf in target) {
      fail(`"${key}" is set twice (as a dotted key and in a "${parts[0]}:" mapping)`)
      continue
    }
    target[leaf] = data[key]
    origins.set(JSON.stringify(parts), key)
  }
  const foldedLineOf = (path: DataPath) => {
    for (let depth = path.length; depth > 0; depth--) {
      const origin = origins.get(JSON.stringify(path.slice(0, depth)))
      if (origin === undefined) continue
      // below the dotted key's own value, its YAML node still has the rest of the path
      const rest = path.slice(depth)
      return origin.split('.').length === depth ? lineOf([origin, ...rest]) : lineOf([origin])
    }
    return lineOf(path)
  }
  return { data: folded, lineOf: foldedLineOf }
}

/**
 * Validates data with a schema. Without `report`, the first issue becomes a ContentError at
 * its line (kind `frontmatter`). With `report`, every issue is reported at its line (kind
 * `frontmatter`, with the allowed values or keys as a hint) and the result is undefined when
 * there was any.
 */
export function validate<T>(
  file: string,
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  lineOf: ParsedSource['lineOf']
): T
export function validate<T>(
  file: string,
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  lineOf: ParsedSource['lineOf'],
  report: FileReporter | undefined
): T | undefined
export function validate<T>(
  file: string,
  schema: v.GenericSchema<unknown, T>,
  data: unknown,
  lineOf: ParsedSource['lineOf'],
  report?: FileReporter
): T | undefined {
  const result = v.safeParse(schema, data)
  if (result.success) return result.output
  const problems = result.issues.flatMap((issue) => describeIssue(schema, issue))
  if (!report) {
    const first = problems[0]!
    throw new ContentError(file, lineOf(first.path), first.message, {
      kind: 'frontmatter',
      hint: first.hint,
    })
  }
  for (const problem of problems)
    report.error(lineOf(problem.path), 'frontmatter', problem.message, problem.hint)
  return undefined
}
