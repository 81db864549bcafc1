import type { Root } from 'mdast'
import type { Node, Parent } from 'unist'
import { rawVideo, readAttributes } from './raw-media'

/**
 * Raw HTML policy. Markdown may contain only this inert subset of raw HTML: `<br>`, the
 * balanced inline pairs below without attributes (`H<sub>2</sub>O`), `<video>` (raw-media.ts:
 * a safe attribute allow-list and its `<source>`s), and `<img>` (a badge, a
 * screenshot) as a markdown image with only `src`, `alt` and `title` (the sanitizer then vets
 * `src`: http(s) or a site path; event handlers and styles never pass). Every other raw HTML
 * node (`<div>`, `<video>`, `<script>`, `<iframe>`, pairs with attributes) is dropped and, when
 * a reporter is given, reported as a warning naming the tag at its line (comments and closing
 * tags silently); authors use MDC components instead.
 */
export const RAW_INLINE_TAGS = ['sup', 'sub', 'kbd', 'mark', 'ins', 'del', 's', 'small'] as const

const BREAK_RE = /^<br\s*\/?>$/i
const OPEN_RE = new RegExp(`^<(${RAW_INLINE_TAGS.join('|')})>$`, 'i')
/** Elements whose text is never content: dropped with everything up to their closing tag. */
const OPAQUE_RE = /^<(script|style|textarea|title|iframe|noscript|template|svg|math)\b/i
const IMG_RE = /^<img\b([^>]*?)\/?>$/i
/** The tag a dropped raw HTML node opens, for the warning; none for comments and closing tags. */
const OPENING_TAG_RE = /^<([a-z][a-z0-9-]*)/i

/** Receives a raw HTML node that was dropped: its tag and body line. */
export type DroppedHtml = (tag: string, line: number) => void

interface HtmlNode extends Node {
  value?: string
}

/**
 * Replaces the allowed raw HTML by mdast nodes and removes all other raw HTML, with the text
 * of inline `<script>`/`<style>`-like elements, and the paragraphs left empty.
 */
export function transformRawHtml(tree: Root, dropped?: DroppedHtml): void {
  rewriteHtml(tree, dropped)
  dropEmptyParagraphs(tree)
}

/**
 * Rewrites every node's children that hold raw HTML, in document order, a parent before its
 * children (plain loops: unist-util-visit's per-node closures cost more than the pass on a page
 * without HTML, most pages).
 */
function rewriteHtml(node: Node, dropped: DroppedHtml | undefined): void {
  const parent = node as Parent
  if (!Array.isArray(parent.children)) return
  if (parent.children.some((child) => child.type === 'html'))
    parent.children = rewrite(parent.children, dropped)
  for (const child of parent.children) rewriteHtml(child, dropped)
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

/** A raw `<img ...>` with an http(s) or site-path `src` as a markdown image (src, alt, title only). */
function rawImage(node: Node): Node | undefined {
  const match = IMG_RE.exec(((node as HtmlNode).value ?? '').trim())
  if (!match) return undefined
  const attributes = readAttributes(match[1]!)
  const url = attributes.get('src')
  // the page's own images and http(s) ones only (no data:, no javascript:)
  if (!url || !(/^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'))))
    return undefined
  const image = { type: 'image', url, alt: attributes.get('alt') ?? '', position: node.position }
  const title = attributes.get('title')
  return (title ? { ...image, title } : image) as Node
}

function rewrite(children: Node[], dropped: DroppedHtml | undefined): Node[] {
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
    const image = rawImage(node)
    if (image) {
      result.push(image)
      continue
    }
    const video = rawVideo(children, index)
    if (video) {
      result.push(video.node)
      index = video.end
      continue
    }
    const opaque = OPAQUE_RE.exec(value)?.[1]
    if (opaque) {
      dropped?.(opaque, node.position?.start.line ?? 1)
      index = Math.max(index, closingIndex(children, index, opaque))
      continue
    }
    const tag = OPEN_RE.exec(value)?.[1]
    const end = tag ? closingIndex(children, index, tag) : -1
    if (!tag || end === -1) {
      const opened = OPENING_TAG_RE.exec(value)?.[1]
      if (opened) dropped?.(opened, node.position?.start.line ?? 1)
      continue
    }
    const inner = rewrite(children.slice(index + 1, end), dropped)
    const position = node.position
    result.push({ type: 'rawInline', data: { hName: tag }, children: inner, position } as Parent)
    index = end
  }
  return result
}
