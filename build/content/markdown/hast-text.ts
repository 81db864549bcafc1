import type { Nodes } from 'hast'

/** Plain text of a hast node (text nodes concatenated, like `textContent`). */
export function hastText(node: Nodes): string {
  if (node.type === 'text') return node.value
  if ('children' in node) return node.children.map((child) => hastText(child)).join('')
  return ''
}

/**
 * A whitespace run that is not already one space: two or more whitespace characters, or one
 * other than a space. Replacing these gives what replacing every run (`/\s+/g`) gives, but the
 * single spaces between words (nearly every run of a section's text) are not matched, cut out
 * and put back: replacing every run was a twelfth of what a page's compile allocated.
 */
const LOOSE_SPACE_RE = /\s{2,}|[^\S ]/g

/** Collapses whitespace runs to one space and trims. */
export function squash(text: string): string {
  return text.replace(LOOSE_SPACE_RE, ' ').trim()
}
