import type { Root } from 'mdast'
import type { Data, Node } from 'unist'
import { visit } from 'unist-util-visit'
import {
  CONTENT_COMPONENTS,
  CONTENT_COMPONENT_NAMES,
  type ContentComponent,
} from '../components/registry'
import { ContentError } from '../../../src/shared/content/content-error'
import { parseCodeInfo } from './code-meta'
import { readProps } from './props'

/** Where the markdown body comes from, for error messages with file lines. */
export interface SourceContext {
  file: string
  /** Lines before the body (frontmatter). */
  lineOffset: number
}

/** The mdast nodes remark-mdc adds, loosely typed. */
interface MdcNode extends Node {
  name?: string
  children?: MdcNode[]
  value?: string
  lang?: string | null
  meta?: string | null
  data?: Data & { hName?: string; hProperties?: Record<string, unknown>; hChildren?: unknown[] }
}

/** Prefix of component hast tags, so `kbd` the component never meets `<kbd>` the element. */
export const COMPONENT_TAG_PREFIX = 'mdc-'
/** Hast tag of a `#name` slot (property `name`). */
export const SLOT_TAG = 'mdc-slot'
/** Hast tag of a fenced code block (properties `language`, `filename`, `highlights`). */
export const CODE_TAG = 'mdc-code'

const COMPONENT_TYPES = new Set(['containerComponent', 'leafComponent', 'textComponent'])
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong'])

/** Source line of a node in the file (body line + frontmatter lines). */
export function fileLine(node: Node | undefined, source: SourceContext): number {
  return (node?.position?.start.line ?? 1) + source.lineOffset
}

/**
 * Checks every MDC component against the registry (unknown names, props, slots and children
 * are `ContentError`s at the file line) and sets the hast tag and vetted properties that
 * remark-rehype uses. Code fences become `mdc-code` elements holding their raw text.
 */
export function prepareComponents(tree: Root, source: SourceContext): void {
  visit(tree as MdcNode, (node, _index, parent: MdcNode | undefined) => {
    const fail = (rule: string): never => {
      throw new ContentError(source.file, fileLine(node, source), rule)
    }
    if (node.type === 'code') return prepareCode(node)
    if (node.type === 'componentContainerSection') return prepareSlot(node, parent, fail)
    if (!COMPONENT_TYPES.has(node.type)) return
    const name = node.name ?? ''
    if (name === 'span' && node.type === 'textComponent') {
      node.data = { ...node.data, hName: 'span', hProperties: {} }
      return
    }
    if (name === 'binding' && node.type === 'textComponent') {
      fail('MDC bindings ("{{ $doc.x }}") are not supported: write the text, or escape it as \\{{')
    }
    const label = `${node.type === 'textComponent' ? ':' : '::'}${name}`
    const entry = Object.hasOwn(CONTENT_COMPONENTS, name) ? CONTENT_COMPONENTS[name] : undefined
    if (!entry) {
      const known = `known components: ${CONTENT_COMPONENT_NAMES.join(', ')}`
      const literal = node.type === 'textComponent' ? ` (for literal text write \\${label})` : ''
      return fail(`unknown component "${label}"; ${known}${literal}`)
    }
    const props = readProps(label, entry, node.data?.hProperties ?? {}, fail)
    const inline = node.type === 'textComponent' && PHRASING_PARENTS.has(parent?.type ?? '')
    if (entry.childrenOnly) checkChildren(node, label, entry, source)
    const hProperties = { ...props, ...entry.fixed, ...(inline ? { inline: true } : {}) }
    node.data = { ...node.data, hName: COMPONENT_TAG_PREFIX + name, hProperties }
  })
}

function prepareCode(node: MdcNode): void {
  const info = parseCodeInfo(node.lang, node.meta)
  node.data = {
    hName: CODE_TAG,
    hProperties: { ...info },
    hChildren: [{ type: 'text', value: node.value ?? '' }],
  }
}

function prepareSlot(node: MdcNode, parent: MdcNode | undefined, fail: (r: string) => never) {
  const owner = parent?.name ?? ''
  const slots = CONTENT_COMPONENTS[owner]?.slots ?? []
  if (!node.name || !slots.includes(node.name)) {
    const names = slots.map((slot) => `#${slot}`).join(', ')
    const known = slots.length ? `known slots: ${names}` : 'it has none'
    fail(`unknown slot "#${node.name}" in "::${owner}"; ${known}`)
  }
  const only = node.children?.length === 1 ? node.children[0] : undefined
  if (only?.type === 'paragraph') node.children = only.children ?? []
  node.data = { ...node.data, hName: SLOT_TAG, hProperties: { name: node.name } }
}

function checkChildren(
  node: MdcNode,
  label: string,
  entry: ContentComponent,
  source: SourceContext
): void {
  const allowed = entry.childrenOnly ?? []
  for (const child of node.children ?? []) {
    if (child.type === 'componentContainerSection') continue
    // An unknown component is reported by its own visit, with the better message.
    const component = COMPONENT_TYPES.has(child.type)
    if (component && !Object.hasOwn(CONTENT_COMPONENTS, child.name ?? '')) continue
    const ok =
      (child.type === 'code' && allowed.includes('code')) ||
      (component && allowed.includes(child.name ?? ''))
    if (ok) continue
    const names = allowed.map((name) => (name === 'code' ? 'code blocks' : `"::${name}"`))
    const found = component ? `"::${child.name}"` : `a ${child.type}`
    const rule = `"${label}" only accepts ${names.join(' or ')} as children, found ${found}`
    throw new ContentError(source.file, fileLine(child, source), rule)
  }
}
