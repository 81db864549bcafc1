import type { Root } from 'mdast'
import type { Node, Parent } from 'unist'

/**
 * Raw HTML policy. Markdown may contain only this inert subset of raw HTML, without any
 * attribute: `<br>` and the balanced inline pairs below (`H<sub>2</sub>O`). Every other raw
 * HTML node (comments, `<div>`, `<script>`, `<iframe>`, anything with attributes) is dropped;
 * authors use MDC components instead. The sanitizer would refuse them anyway.
 */
export const RAW_INLINE_TAGS = ['sup', 'sub', 'kbd', 'mark', 'ins', 'del', 's', 'small'] as const

const BREAK_RE = /^<br\s*\/?>$/i
const OPEN_RE = new RegExp(`^<(${RAW_INLINE_TAGS.join('|')})>$`, 'i')
/** Elements whose text is never content: dropped with everything up to their closing tag. */
const OPAQUE_RE = /^<(script|style|textarea|title|iframe|noscript|template|svg|math)\b/i

interface HtmlNode extends Node {
  value?: string
}

/**
 * Replaces the allowed raw HTML by mdast nodes and removes all other raw HTML, with the text
 * of inline `<script>`/`<style>`-like elements, and the paragraphs left empty.
 */
export function transformRawHtml(tree: Root): void {
  rewriteHtml(tree)
  dropEmptyParagraphs(tree)
}

/**
 * Rewrites every node's children that hold raw HTML, in document order, a parent before its
 * children (plain loops: unist-util-visit's per-node closures cost more than the pass on a page
 * without HTML, most pages).
 */
function rewriteHtml(node: Node): void {
  const parent = node as Parent
  if (!Array.isArray(parent.children)) return
  if (parent.children.some((child) => child.type === 'html'))
    parent.children = rewrite(parent.children)
  for (const child of parent.children) rewriteHtml(child)
}

/** Removes the paragraphs without children, at any depth. */
function dropEmptyParagraphs(node: Node): void {
  const children = (node as Parent).children
  if (!Array.isArray(children)) return
  for (let index = 0; index < children.length;) {
    const child = children[index]!
    if (child.type === 'paragraph' && !(child as Parent).children.length) children.splice(index, 1)
    else {
      dropEmptyParagraphs(child)
      index++
    }
  }
}

function htmlValue(node: Node): string {
  return node.type === 'html' ? ((node as HtmlNode).value ?? '').trim().toLowerCase() : ''
}

/** Index of the sibling after `from` that is the raw closing tag `</tag>`, or -1. */
function closingIndex(children: Node[], from: number, tag: string): number {
  const close = new RegExp(`^</${tag}\\s*>$`)
  return children.findIndex((other, at) => at > from && close.test(htmlValue(other)))
}

function rewrite(children: Node[]): Node[] {
  const result: Node[] = []
  for (let index = 0; index < children.length; index++) {
    const node = children[index]!
    if (node.type !== 'html') {
      result.push(node)
      continue
    }
    const value = htmlValue(node)
    if (BREAK_RE.test(value)) {
      result.push({ type: 'break', position: node.position })
      continue
    }
    const opaque = OPAQUE_RE.exec(value)?.[1]
    if (opaque) {
      index = Math.max(index, closingIndex(children, index, opaque))
      continue
    }
    const tag = OPEN_RE.exec(value)?.[1]
    const end = tag ? closingIndex(children, index, tag) : -1
    if (!tag || end === -1) continue
    const inner = rewrite(children.slice(index + 1, end))
    const position = node.position
    result.push({ type: 'rawInline', data: { hName: tag }, children: inner, position } as Parent)
    index = end
  }
  return result
}
