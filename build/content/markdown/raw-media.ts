import type { Node } from 'unist'

/**
 * Raw `<video>` in markdown (a screencast the corpus embeds): kept as a `<video>` element with a
 * safe attribute allow-list (`src`, `poster`, `controls`, `muted`, `loop`, `playsinline`,
 * `preload`, `width`, `height`; no event handler, no style) and its `<source src type>`
 * children; a `src` or `poster` is an http(s) URL, a site path or a path beside the page. Fallback
 * text inside is dropped (every browser the site supports plays video). Anything else is not
 * a video and is left to raw-html.ts (dropped with a warning). Consumers: raw-html.ts.
 */

const ATTRIBUTE_RE = /([a-z][a-z0-9-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/gi
const WHOLE_RE = /^<video\b([^>]*)>([\s\S]*?)<\/video\s*>$/i
const OPEN_RE = /^<video\b([^>]*)>$/i
const CLOSE_RE = /^<\/video\s*>$/i
const SOURCE_RE = /<source\b([^>]*?)\/?>/gi
const FLAGS: Record<string, string> = {
  controls: 'controls',
  muted: 'muted',
  loop: 'loop',
  playsinline: 'playsInline',
}
const SIZE_RE = /^\d{1,5}$/
const TYPE_RE = /^[a-z]+\/[a-z0-9.+-]+$/i

/** The attributes of a tag's attribute text, names lower-cased (`''` for a bare flag). */
export function readAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>()
  for (const found of text.matchAll(ATTRIBUTE_RE))
    attributes.set(found[1]!.toLowerCase(), found[2] ?? found[3] ?? found[4] ?? '')
  return attributes
}

/** A media URL the page may show: http(s), a site path, or relative (beside the page). */
export function isMediaUrl(url: string | undefined): url is string {
  if (!url || /[\s\\]/.test(url) || url.startsWith('//')) return false
  if (/^https?:\/\/[^/]/i.test(url)) return true
  return !/^[a-z][a-z0-9+.-]*:/i.test(url)
}

interface HtmlNode extends Node {
  value?: string
}

/**
 * The `<video>` that starts at `children[index]` (one raw HTML node holding it whole, or an
 * opening and a closing tag among the siblings) as an mdast node remark-rehype turns into the
 * element, with the index of its last node; undefined when it is no safe video.
 */
export function rawVideo(children: Node[], index: number): { node: Node; end: number } | undefined {
  const first = children[index] as HtmlNode
  const raw = (first.value ?? '').trim()
  let attributes: string
  let inner = ''
  let end = index
  const whole = WHOLE_RE.exec(raw)
  if (whole) [, attributes, inner] = whole as unknown as [string, string, string]
  else {
    const open = OPEN_RE.exec(raw)
    if (!open) return undefined
    attributes = open[1]!
    end = children.findIndex(
      (node, at) =>
        at > index && node.type === 'html' && CLOSE_RE.test(((node as HtmlNode).value ?? '').trim())
    )
    if (end === -1) return undefined
    for (const node of children.slice(index + 1, end))
      if (node.type === 'html') inner += (node as HtmlNode).value ?? ''
  }
  const properties = videoProperties(readAttributes(attributes))
  const sources: Node[] = []
  for (const match of inner.matchAll(SOURCE_RE)) {
    const source = readAttributes(match[1]!)
    const src = source.get('src')
    if (!isMediaUrl(src)) continue
    const type = source.get('type')
    const hProperties = { src, ...(type && TYPE_RE.test(type) ? { type } : {}) }
    sources.push({ type: 'rawMedia', data: { hName: 'source', hProperties }, children: [] } as Node)
  }
  if (!properties.src && !sources.length) return undefined
  const node = {
    type: 'rawMedia',
    data: { hName: 'video', hProperties: properties },
    children: sources,
  }
  return { node: { ...node, position: first.position } as Node, end }
}

function videoProperties(attributes: Map<string, string>): Record<string, string | boolean> {
  const properties: Record<string, string | boolean> = {}
  for (const name of ['src', 'poster']) {
    const url = attributes.get(name)
    if (isMediaUrl(url)) properties[name] = url
  }
  for (const [flag, property] of Object.entries(FLAGS))
    if (attributes.has(flag)) properties[property] = true
  for (const name of ['width', 'height']) {
    const size = attributes.get(name)
    if (size && SIZE_RE.test(size)) properties[name] = size
  }
  const preload = attributes.get('preload')
  if (preload && ['none', 'metadata', 'auto'].includes(preload)) properties.preload = preload
  return properties
}
