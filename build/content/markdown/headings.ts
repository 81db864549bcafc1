import type { Element, Root } from 'hast'
import { eachElement, SKIP_CHILDREN } from './each-element'
import { createHeadingSlugger } from '../../../src/shared/content/slug'
import type { TocLink } from '../../../src/shared/content/types'
import { hastText, squash } from './hast-text'

/** A heading of the page after ids are assigned. */
export interface HeadingInfo {
  depth: number
  id: string
  text: string
}

/** Result of {@link processHeadings}. */
export interface PageHeadings {
  toc: TocLink[]
  headingIds: string[]
  /** Every h2-h6 element with its info, for the search sections. */
  byElement: Map<Element, HeadingInfo>
}

const HEADING_RE = /^h([2-6])$/
const ANCHOR_CLASS = ['heading-anchor', 'text-inherit', 'no-underline', 'hover:underline']

/**
 * Gives h2-h6 their ids (`slugifyHeading`, `-1`, `-2` for repeats), wraps h2/h3 content in a
 * `<a href="#id">` self-link (or appends one when the heading already holds a link), and builds
 * the TOC: h2 entries with their h3 children. Runs after sanitizing: these ids are trusted.
 * `ids` gives the headings their ids in order instead (a translation takes its source's, so an
 * anchor means the same section in every language).
 */
export function processHeadings(tree: Root, ids?: readonly string[]): PageHeadings {
  const own = createHeadingSlugger()
  let next = 0
  const slug = ids ? () => ids[next++]! : own
  const toc: TocLink[] = []
  const headingIds: string[] = []
  const byElement = new Map<Element, HeadingInfo>()
  eachElement(tree, (element) => {
    const depth = Number(HEADING_RE.exec(element.tagName)?.[1] ?? 0)
    if (!depth) return
    const text = squash(hastText(element))
    const id = slug(text)
    element.properties.id = id
    headingIds.push(id)
    byElement.set(element, { depth, id, text })
    if (depth > 3) return SKIP_CHILDREN
    addAnchor(element, id)
    const link: TocLink = { id, depth, text }
    const parent = toc.at(-1)
    if (depth === 3 && parent?.depth === 2) (parent.children ??= []).push(link)
    else toc.push(link)
    return SKIP_CHILDREN
  })
  return { toc, headingIds, byElement }
}

function addAnchor(heading: Element, id: string): void {
  const hasLink = hasElement(heading, 'a')
  const anchor: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${id}`, className: ANCHOR_CLASS },
    children: hasLink ? [{ type: 'text', value: '#' }] : heading.children,
  }
  if (hasLink) {
    anchor.properties.ariaLabel = 'Link to this section'
    heading.children = [...heading.children, { type: 'text', value: ' ' }, anchor]
  } else heading.children = [anchor]
}

function hasElement(node: Element, tagName: string): boolean {
  return node.children.some(
    (child) => child.type === 'element' && (child.tagName === tagName || hasElement(child, tagName))
  )
}

/** How many h2-h6 headings the tree has (what {@link processHeadings} gives an id). */
export function countHeadings(tree: Root): number {
  let count = 0
  eachElement(tree, (element) => {
    if (HEADING_RE.test(element.tagName)) count++
  })
  return count
}
