import type { Element, Nodes, Root } from 'hast'
import type { SearchSection } from '../../../src/shared/content/types'
import { COMPONENT_TAG_PREFIX } from './components'
import type { HeadingInfo } from './headings'
import { squash } from './hast-text'

/** Longest section content kept for search, in characters. */
export const MAX_SECTION_CHARS = 2000

const BLOCK_TAGS = new Set(['p', 'li', 'blockquote', 'tr', 'td', 'th', 'br', 'hr', 'h1'])
/** Component props whose text is visible on the page and so searchable. */
const TEXT_PROPS = ['title', 'label']

/**
 * Splits the page into search sections: the first (id `path`, the page title, level 1) holds
 * the page's description (shown under its title, and often the words a question uses) and the
 * text before the first heading; every h2-h6 starts one (`path#id`) whose `titles` are the
 * page title and the enclosing headings. Code is included as plain text.
 */
export function collectSections(
  tree: Root,
  headings: Map<Element, HeadingInfo>,
  page: { path: string; title: string; description?: string }
): SearchSection[] {
  const first = { id: page.path, title: page.title, titles: [], level: 1 }
  const sections: SearchSection[] = []
  const texts: string[] = page.description ? [page.description, ' '] : []
  let current: Omit<SearchSection, 'content'> = first
  const parents = [{ level: 1, title: page.title }]
  const close = () => sections.push({ ...current, content: clip(squash(texts.splice(0).join(''))) })

  const walk = (node: Nodes): void => {
    if (node.type === 'text') return void texts.push(node.value)
    if (node.type !== 'element' && node.type !== 'root') return
    const heading = node.type === 'element' ? headings.get(node) : undefined
    if (heading) {
      close()
      while (parents.at(-1)!.level >= heading.depth) parents.pop()
      const titles = parents.map((parent) => parent.title)
      parents.push({ level: heading.depth, title: heading.text })
      const id = `${page.path}#${heading.id}`
      current = { id, title: heading.text, titles, level: heading.depth }
      return
    }
    if (node.type === 'element' && node.tagName.startsWith(COMPONENT_TAG_PREFIX)) {
      for (const prop of TEXT_PROPS) {
        const value = node.properties[prop]
        if (typeof value === 'string') texts.push(` ${value} `)
      }
    }
    for (const child of node.children) walk(child)
    if (node.type === 'element' && isBlock(node)) texts.push(' ')
  }
  walk(tree)
  close()
  return sections
}

function isBlock(element: Element): boolean {
  if (BLOCK_TAGS.has(element.tagName)) return true
  return element.tagName.startsWith(COMPONENT_TAG_PREFIX) && !element.properties.inline
}

function clip(text: string): string {
  if (text.length <= MAX_SECTION_CHARS) return text
  const cut = text.slice(0, MAX_SECTION_CHARS)
  const space = cut.lastIndexOf(' ')
  return `${space > MAX_SECTION_CHARS * 0.8 ? cut.slice(0, space) : cut}…`
}
