import type { Root } from 'mdast'
import type { Node } from 'unist'
import {
  DEFAULT_COMPONENT_REGISTRY,
  type ComponentRegistry,
  type ContentComponent,
} from '../components/registry'
import type { FileReporter } from '../diagnostics'
import { COMPONENTS_DIR } from '../config'
import { nearestName } from '../nearest'
import { ContentError } from '../../../src/shared/content/content-error'
import { parseCodeInfo } from './code-meta'
import { readProps } from './props'
import { safeUrl } from './urls'
import { eachNode, unwrap, unwrapParagraph, type MdcNode } from './mdc-tree'

/** Where the markdown body comes from, for error messages with file lines. */
export interface SourceContext {
  file: string
  /** Lines before the body (frontmatter). */
  lineOffset: number
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

/** Options of {@link prepareComponents}. */
export interface PrepareComponentsOptions {
  /**
   * What a component the registry does not know does: `error` (the default), or `children`:
   * its default slot content renders in its place (named slots dropped), with a warning.
   */
  unknown?: 'error' | 'children'
  /**
   * Receives every component problem of the file (kind `component`, with a fix-it hint) and the
   * compile goes on, each bad component replaced by its content. Without it the first problem
   * throws a ContentError.
   */
  report?: FileReporter
  /** The components allowed: the built-ins unless a site adds its own (createComponentRegistry). */
  registry?: ComponentRegistry
}

/** Reports a problem at a node; throws the first error when there is no reporter. */
interface Problems {
  error(node: Node, rule: string, hint?: string): void
  warn(node: Node, rule: string, hint?: string): void
}

function createProblems(source: SourceContext, report: FileReporter | undefined): Problems {
  return {
    error(node, rule, hint) {
      const line = fileLine(node, source)
      if (!report) throw new ContentError(source.file, line, rule, { kind: 'component', hint })
      report.error(line, 'component', rule, hint)
    },
    warn(node, rule, hint) {
      report?.warn(fileLine(node, source), 'component', rule, hint)
    },
  }
}

/**
 * Checks every MDC component against the registry (unknown names, props, slots, children and
 * placement) and sets the hast tag and vetted properties that remark-rehype uses; a component
 * with a problem is replaced by its content. Code fences become `mdc-code` elements holding
 * their raw text. See {@link PrepareComponentsOptions} for how problems are reported.
 */
export function prepareComponents(
  tree: Root,
  source: SourceContext,
  options: PrepareComponentsOptions = {}
): void {
  const registry = options.registry ?? DEFAULT_COMPONENT_REGISTRY
  const { components } = registry
  const problems = createProblems(source, options.report)
  eachNode(tree as MdcNode, (node, index, parent) => {
    if (node.type === 'code') return prepareCode(node)
    if (node.type === 'inlineCode') return prepareInlineCode(node)
    if (node.type === 'componentContainerSection') {
      if (prepareSlot(node, parent, components, problems)) return
      return unwrap(node, index, parent)
    }
    if (!COMPONENT_TYPES.has(node.type)) return
    const name = node.name ?? ''
    if (name === 'span' && node.type === 'textComponent') {
      node.data = { ...node.data, hName: 'span', hProperties: {} }
      return
    }
    const prefix = node.type === 'textComponent' ? ':' : '::'
    const label = `${prefix}${name}`
    if (name === 'binding' && node.type === 'textComponent') {
      const rule = 'MDC bindings ("{{ $doc.x }}") are not supported'
      problems.error(node, `${rule}: write the text, or escape it as \\{{`)
      return unwrap(node, index, parent)
    }
    const entry = Object.hasOwn(components, name) ? components[name] : undefined
    if (!entry) {
      const near = nearestName(name, registry.names)
      const literal = node.type === 'textComponent' ? ` (for literal text write \\${label})` : ''
      if (options.unknown === 'children') {
        // its content only, never its name as text: an empty one leaves nothing behind
        const empty = !(node.children ?? []).some(
          (child) => child.type !== 'componentContainerSection'
        )
        const what = empty ? 'it has no content, so nothing is rendered' : 'its content is rendered'
        const hint = near ? `did you mean "${prefix}${near}"?` : undefined
        problems.warn(node, `unknown component "${label}": ${what}${empty ? literal : ''}`, hint)
        return unwrap(node, index, parent)
      }
      const known = near ? '' : `; known components: ${registry.names.join(', ')}`
      problems.error(
        node,
        `unknown component "${label}"${known}${literal}`,
        unknownHint(name, label, near)
      )
      return unwrap(node, index, parent)
    }
    let ok = true
    const problem = (rule: string, hint?: string) => {
      ok = false
      problems.error(node, rule, hint)
    }
    const props = readProps(label, entry, node.data?.hProperties ?? {}, problem)
    if (entry.onlyIn) checkPlacement(node, label, entry.onlyIn, parent, problem)
    if (entry.childrenOnly) ok = checkChildren(node, label, entry, components, problems) && ok
    if (!ok) return unwrap(node, index, parent)
    if (entry.source) dropUnsafeUrls(entry, props)
    if (entry.unwrapParagraph) unwrapParagraph(node)
    const inline = node.type === 'textComponent' && PHRASING_PARENTS.has(parent?.type ?? '')
    const hProperties = { ...props, ...entry.fixed, ...(inline ? { inline: true } : {}) }
    node.data = { ...node.data, hName: COMPONENT_TAG_PREFIX + name, hProperties }
  })
}

/**
 * The fix of an unknown component: its nearest known name if any, and both remedies with what
 * to write: a site component file, or the policy line that renders its content.
 */
function unknownHint(name: string, label: string, near: string | undefined): string {
  const typo = near ? `did you mean "${label.startsWith('::') ? '::' : ':'}${near}"? Or ` : ''
  const site = `write a site component in content/${COMPONENTS_DIR}/${name}.tsx`
  const policy =
    'render its content: add "components: { unknown: children }" to content/content.config.yml'
  return `${typo}${typo ? site : site[0]!.toUpperCase() + site.slice(1)}, or ${policy}`
}

/** Site components' URL props get the URL policy here; the built-ins' get it in links.ts. */
function dropUnsafeUrls(entry: ContentComponent, props: Record<string, unknown>): void {
  for (const [prop, spec] of Object.entries(entry.props)) {
    if (spec.kind !== 'url' || typeof props[prop] !== 'string') continue
    const safe = safeUrl(props[prop])
    if (safe === undefined) delete props[prop]
    else props[prop] = safe
  }
}

function checkPlacement(
  node: MdcNode,
  label: string,
  owners: readonly string[],
  parent: MdcNode | undefined,
  problem: (rule: string, hint?: string) => void
): void {
  const owner = parent && COMPONENT_TYPES.has(parent.type) ? (parent.name ?? '') : ''
  if (owners.includes(owner)) return
  const names = owners.map((name) => `"::${name}"`).join(' or ')
  problem(`"${label}" is only allowed directly inside ${names}`, `move it into ${names}`)
}

/** Inline code with a language (`` `x`{lang=ts} ``) keeps it as `data-language` for Shiki. */
function prepareInlineCode(node: MdcNode): void {
  const lang = (node as MdcNode & { attributes?: Record<string, unknown> }).attributes?.lang
  if (typeof lang !== 'string' || !lang) return
  const line = node.position?.start.line
  node.data = { ...node.data, hProperties: { dataLanguage: lang, ...(line ? { line } : {}) } }
}

/** `line`: the fence's body line, for highlightCode's warnings (removed there, never rendered). */
function prepareCode(node: MdcNode): void {
  const info = parseCodeInfo(node.lang, node.meta)
  const line = node.position?.start.line
  node.data = {
    hName: CODE_TAG,
    hProperties: { ...info, ...(line ? { line } : {}) },
    hChildren: [{ type: 'text', value: node.value ?? '' }],
  }
}

/** Tags a `#name` slot; false (reported) when its component has no such slot. */
function prepareSlot(
  node: MdcNode,
  parent: MdcNode | undefined,
  components: Readonly<Record<string, ContentComponent>>,
  problems: Problems
): boolean {
  const owner = parent?.name ?? ''
  const slots = (Object.hasOwn(components, owner) ? components[owner]!.slots : undefined) ?? []
  if (!node.name || !slots.includes(node.name)) {
    const names = slots.map((slot) => `#${slot}`).join(', ')
    const known = slots.length ? `known slots: ${names}` : 'it has none'
    const near = node.name ? nearestName(node.name, slots) : undefined
    const hint = near ? `did you mean "#${near}"?` : slots.length ? `use ${names}` : undefined
    problems.error(node, `unknown slot "#${node.name}" in "::${owner}"; ${known}`, hint)
    return false
  }
  unwrapParagraph(node)
  node.data = { ...node.data, hName: SLOT_TAG, hProperties: { name: node.name } }
  return true
}

/** Reports every child a `childrenOnly` container does not accept; false when there was one. */
function checkChildren(
  node: MdcNode,
  label: string,
  entry: ContentComponent,
  components: Readonly<Record<string, ContentComponent>>,
  problems: Problems
): boolean {
  const allowed = entry.childrenOnly ?? []
  let ok = true
  for (const child of node.children ?? []) {
    if (child.type === 'componentContainerSection') continue
    // An unknown component is reported by its own visit, with the better message.
    const component = COMPONENT_TYPES.has(child.type)
    if (component && !Object.hasOwn(components, child.name ?? '')) continue
    const fits =
      (child.type === 'code' && allowed.includes('code')) ||
      (component && allowed.includes(child.name ?? ''))
    if (fits) continue
    const names = allowed.map((name) => (name === 'code' ? 'code blocks' : `"::${name}"`))
    const found = component ? `"::${child.name}"` : `a ${child.type}`
    const rule = `"${label}" only accepts ${names.join(' or ')} as children, found ${found}`
    problems.error(child, rule, `move the ${child.type} out of "${label}"`)
    ok = false
  }
  return ok
}
