import type { Nodes } from 'hast'

/** Plain text of a hast node (text nodes concatenated, like `textContent`). */
export function hastText(node: Nodes): string {
  if (node.type === 'text') return node.value
  if ('children' in node) return node.children.map((child) => hastText(child)).join('')
  return ''
}

/** Collapses whitespace runs to one space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}
