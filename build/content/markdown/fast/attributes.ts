import { unsupported } from './source'

/** An MDC component's attributes as remark-mdc gives them: strings, or `true` for a bare name. */
export type Attributes = Record<string, string | true>

const SPACE = /[ ]*/y
const SHORTCUT = /[.#]([A-Za-z0-9_-]+)(?=[ }])/y
const NAME = /([a-z]+(?:-[a-z]+)*)(?=[ }=])/y
const QUOTED = /="([^"&\\\n]*)"|='([^'&\\\n]*)'|=([^\s"'<=>`}&\\]+)(?=[ }])/y

/**
 * Reads `{…}` at `at` (the `{`): `.class`, `#id`, `name`, `name="value"`, `name='value'` and
 * `name=value`, separated by spaces on one line. Anything else (entities, escapes, bindings,
 * `:bound` or dotted names, capitals that remark-mdc would kebab-case) is left to micromark.
 * Returns the attributes, merged as remark-mdc merges them (classes joined, a later name wins),
 * and the offset after the `}`.
 */
export function readAttributes(text: string, at: number): { attributes: Attributes; end: number } {
  const attributes: Attributes = {}
  let index = at + 1
  for (;;) {
    SPACE.lastIndex = index
    SPACE.exec(text)
    index = SPACE.lastIndex
    if (text[index] === '}') return { attributes, end: index + 1 }
    if (index > at + 1 && text[index - 1] !== ' ') unsupported()
    SHORTCUT.lastIndex = index
    const shortcut = SHORTCUT.exec(text)
    if (shortcut) {
      set(attributes, text[index] === '.' ? 'class' : 'id', shortcut[1]!)
      index = SHORTCUT.lastIndex
      continue
    }
    NAME.lastIndex = index
    const name = NAME.exec(text)?.[1] ?? unsupported()
    index = NAME.lastIndex
    if (text[index] !== '=') {
      set(attributes, name, true)
      continue
    }
    QUOTED.lastIndex = index
    const value = QUOTED.exec(text) ?? unsupported()
    set(attributes, name, value[1] ?? value[2] ?? value[3]!)
    index = QUOTED.lastIndex
  }
}

/** Sets an attribute as remark-mdc merges them: classes joined by a space, else the later wins. */
function set(attributes: Attributes, name: string, value: string | true): void {
  if (name === 'class' && attributes.class) attributes.class += ` ${String(value)}`
  else attributes[name] = value
}
