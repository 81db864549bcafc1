import type { Data, Node } from 'unist'

/*
 * The remark-mdc tree as components.ts walks and rewrites it: its node shape, a plain-loop
 * visitor and the unwrapping of a component into its content.
 */

/** The mdast nodes remark-mdc adds, loosely typed. */
export interface MdcNode extends Node {
  name?: string
  children?: MdcNode[]
  value?: string
  lang?: string | null
  meta?: string | null
  data?: Data & { hName?: string; hProperties?: Record<string, unknown>; hChildren?: unknown[] }
}

/** What a visitor returns to go on at `index` of the parent without entering the node. */
export type Skip = [skip: true, index: number]

/**
 * Visits every node under `tree`, a parent before its children, as unist-util-visit does (each
 * node's children read after its visit); a {@link Skip} result goes on at its index without
 * entering the node. Plain loops: the library's per-node closures were most of this pass.
 */
export function eachNode(
  tree: MdcNode,
  visitor: (node: MdcNode, index: number, parent: MdcNode) => Skip | undefined | void
): void {
  const children = tree.children
  if (!children) return
  for (let index = 0; index < children.length;) {
    const node = children[index]!
    const result = visitor(node, index, tree)
    if (result) {
      index = result[1]
      continue
    }
    eachNode(node, visitor)
    index++
  }
}

/**
 * Puts the default slot content of `node` in its place (named slots are dropped) and visits it
 * next; a text component without content becomes the `literal` text when given.
 */
export function unwrap(
  node: MdcNode,
  index: number | undefined,
  parent: MdcNode | undefined,
  literal?: string
): Skip | undefined {
  if (!parent?.children || index === undefined) return undefined
  let content = (node.children ?? []).filter((child) => child.type !== 'componentContainerSection')
  if (!content.length && literal) content = [{ type: 'text', value: literal }]
  parent.children.splice(index, 1, ...content)
  return [true, index]
}

/** A label holds phrasing content: `:::summary` with one paragraph keeps the paragraph's text. */
export function unwrapParagraph(node: MdcNode): void {
  const only = node.children?.length === 1 ? node.children[0] : undefined
  if (only?.type === 'paragraph') node.children = only.children ?? []
}
