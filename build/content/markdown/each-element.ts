import type { Element, Root } from 'hast'

/** Returned by an {@link eachElement} visitor: the element's children are not visited. */
export const SKIP_CHILDREN = 'skip-children'

/**
 * Calls `visitor` on every element of a hast tree in document order, each before its children
 * (read after the visitor returns, so it may replace them), as unist-util-visit's
 * `visit(tree, 'element', …)` does. Without its generality (tests, parents arrays, reverse
 * order), which made the compile's five element passes about 6 % of a page's compile.
 * Consumers: the hast passes of compileMarkdown (links, headings, code blocks, images).
 */
export function eachElement(
  tree: Root | Element,
  visitor: (element: Element) => void | typeof SKIP_CHILDREN
): void {
  const children = tree.children
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!
    if (child.type !== 'element') continue
    if (visitor(child) !== SKIP_CHILDREN) eachElement(child, visitor)
  }
}
