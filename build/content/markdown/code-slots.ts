import type { Element, Root } from 'hast'
import type { CodeBlockSpan } from './highlight-cache'
import type { HighlightRequest, RemoteHighlighter } from './highlight-remote'

/**
 * A highlighted block is HTML made straight from tokens (dual-theme.ts); the tree keeps a
 * stand-in element (a slot) and the HTML takes its place after React has rendered the page, so
 * thousands of token spans never become hast nodes, React elements and re-parsed styles.
 * Sanitizing is done by then and no author text can spell the stand-in (React escapes text).
 */

/** Key on the hast root's `data` of the page's code fragments. */
const CODE_HTML = 'codeHtml'
/** Tag of the stand-in for a highlighted block's HTML, replaced after rendering. */
const CODE_SLOT_TAG = 'aster-code-slot'
const SLOT_RE = new RegExp(`<${CODE_SLOT_TAG} data-n="(\\d+)"></${CODE_SLOT_TAG}>`, 'g')

/**
 * One code block of a page: its highlight key and HTML, or, while its highlighting is deferred
 * to the build's highlight thread, what to ask it for (plain data: it crosses threads).
 */
export interface CodeFragment {
  key: string
  html?: string
  request?: HighlightRequest
}

/** The slot of the page's `index`-th code fragment. */
export function codeSlot(index: number): Element {
  return { type: 'element', tagName: CODE_SLOT_TAG, properties: { dataN: index }, children: [] }
}

/** The code fragments of a tree, in slot order. */
export function codeFragments(tree: Root): CodeFragment[] {
  return (tree.data as Record<string, CodeFragment[] | undefined> | undefined)?.[CODE_HTML] ?? []
}

export function setCodeFragments(tree: Root, fragments: CodeFragment[]): void {
  tree.data = { ...tree.data, [CODE_HTML]: fragments } as Root['data']
}

/**
 * The rendered HTML with each slot replaced by its block's HTML, and where each block landed
 * (for the next compile of the page: highlight-cache.ts `previousBlocks`). Every fragment must
 * have its HTML by now.
 */
export function fillCodeSlots(
  html: string,
  fragments: readonly CodeFragment[]
): { html: string; codeBlocks: CodeBlockSpan[] } {
  const codeBlocks: CodeBlockSpan[] = []
  if (!fragments.length) return { html, codeBlocks }
  // the replacement callback's offset is in the input: `shift` turns it into the output's
  let shift = 0
  const filled = html.replace(SLOT_RE, (slot: string, index: string, offset: number) => {
    const fragment = fragments[Number(index)]
    if (fragment?.html === undefined) return ((shift -= slot.length), '')
    const start = offset + shift
    codeBlocks.push([fragment.key, start, start + fragment.html.length])
    shift += fragment.html.length - slot.length
    return fragment.html
  })
  return { html: filled, codeBlocks }
}

/** A page rendered with its code still to highlight (compileMarkdown's `deferHighlight`). */
export interface PendingCode {
  html: string
  codeBlocks: CodeBlockSpan[]
  /** Every code fragment of the page, in slot order; those with a `request` have no HTML yet. */
  pendingCode?: CodeFragment[]
}

/**
 * Highlights a deferred page's blocks with `highlight` (the build's highlight thread) and puts
 * them in their slots: the page as an undeferred compile would have made it.
 */
export async function finishPendingCode<T extends PendingCode>(
  compiled: T,
  highlight: RemoteHighlighter
): Promise<Omit<T, 'pendingCode'>> {
  const { pendingCode, ...rest } = compiled
  if (!pendingCode) return rest
  const todo = pendingCode.filter((fragment) => fragment.html === undefined)
  const htmls = todo.length ? await highlight(todo.map((fragment) => fragment.request!)) : []
  const fragments = pendingCode.map((fragment) => ({ key: fragment.key, html: fragment.html }))
  let next = 0
  for (const fragment of fragments) if (fragment.html === undefined) fragment.html = htmls[next++]
  return { ...rest, ...fillCodeSlots(rest.html, fragments) }
}
