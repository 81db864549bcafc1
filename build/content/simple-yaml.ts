/**
 * Most frontmatter is a few `key: value` lines and one level of nesting (`navigation:` with its
 * `icon:`). {@link readSimpleYaml} reads exactly that shape and gives what the `yaml` package
 * gives (YAML 1.2 core schema), at a fraction of its cost per page; any other text (sequences,
 * block or flow collections, comments, anchors, escapes, numbers, dates, duplicate keys, tabs)
 * is left to the `yaml` package.
 */

const KEY = /^([A-Za-z_][A-Za-z0-9_.-]*):(?: (.*))?$/
const NESTED_KEY = /^ {2}([A-Za-z_][A-Za-z0-9_.-]*): (.+)$/
const DOUBLE_QUOTED = /^"([^"\\]*)"$/
const SINGLE_QUOTED = /^'([^']*)'$/
/** A plain scalar that can only be a string, `true`/`false` or `null` in the core schema. */
const PLAIN = /^[A-Za-z][A-Za-z0-9 _./-]*$/
const BOOLEAN = /^(?:true|True|TRUE|false|False|FALSE)$/
const NULL = /^(?:null|Null|NULL)$/

type Scalar = string | boolean | null

/** A scalar of the simple shape; undefined for anything else. */
function scalar(text: string): Scalar | undefined {
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text)
  if (quoted) return quoted[1]!
  if (!PLAIN.test(text) || text.endsWith(' ')) return undefined
  if (BOOLEAN.test(text)) return text[0] === 't' || text[0] === 'T'
  return NULL.test(text) ? null : text
}

/** A key that stays a plain string key (not a boolean or null one, nor the prototype's). */
const plainKey = (key: string) => !BOOLEAN.test(key) && !NULL.test(key) && key !== '__proto__'

/**
 * The data of a YAML text made only of `key: scalar` lines and `key:` lines followed by
 * two-space-indented `key: scalar` lines (blank lines allowed), scalars double-quoted without
 * escapes, single-quoted, or plain words (`true`/`false`/`null` as the core schema reads them);
 * undefined for any other text.
 */
export function readSimpleYaml(text: string): Record<string, unknown> | undefined {
  if (/[\t\r]/.test(text)) return undefined
  const data: Record<string, unknown> = {}
  let nested: Record<string, Scalar> | undefined
  for (const line of text.split('\n')) {
    // blank means spaces only: a line of other Unicode spaces (U+00A0, U+3000) is an error to YAML
    if (/^ *$/.test(line)) continue
    if (line.startsWith('  ')) {
      const match = NESTED_KEY.exec(line)
      const value = match && scalar(match[2]!)
      if (!nested || !match || value === undefined || !plainKey(match[1]!)) return undefined
      if (Object.hasOwn(nested, match[1]!)) return undefined
      nested[match[1]!] = value
      continue
    }
    if (nested && !Object.keys(nested).length) return undefined
    const match = KEY.exec(line)
    if (!match || !plainKey(match[1]!) || Object.hasOwn(data, match[1]!)) return undefined
    if (match[2] === undefined) {
      nested = data[match[1]!] = {}
      continue
    }
    const value = scalar(match[2])
    if (value === undefined) return undefined
    data[match[1]!] = value
    nested = undefined
  }
  if (nested && !Object.keys(nested).length) return undefined
  return Object.keys(data).length ? data : undefined
}
