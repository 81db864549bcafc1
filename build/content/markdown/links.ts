import type { Element, Root } from 'hast'
import { eachElement } from './each-element'
import { isExternalHref } from '../components/link-attrs'
import type { ContentLink } from '../../../src/shared/content/types'
import { URL_PROPERTIES } from './schema'
import { isInternalHref, safeUrl } from './urls'

/** URL-holding properties per tag: the built-ins' by default, a registry's with site components. */
export type UrlProperties = Record<string, string[]>

/** Properties of `element` that hold a URL. */
function urlProperties(element: Element, table: UrlProperties): string[] {
  return Object.hasOwn(table, element.tagName) ? table[element.tagName]! : []
}

/**
 * Before sanitizing: passes relative URLs through `resolveRelative` when given (markdown that
 * lives elsewhere, e.g. module READMEs), otherwise internal `/...` URLs through `rewriteLink`
 * (e.g. into the page's docs version); then removes every URL property that {@link safeUrl} refuses.
 */
export function vetUrls(
  tree: Root,
  rewriteLink?: (href: string) => string,
  resolveRelative?: (url: string, property: string) => string,
  table: UrlProperties = URL_PROPERTIES
): void {
  eachElement(tree, (element) => {
    for (const prop of urlProperties(element, table)) {
      const value = element.properties[prop]
      if (value === undefined || value === null) continue
      let url = String(value)
      if (resolveRelative) {
        url = resolveRelative(url, prop)
      } else if (rewriteLink && prop !== 'src' && url.startsWith('/') && isInternalHref(url)) {
        url = rewriteLink(url)
      }
      const safe = safeUrl(url)
      if (safe === undefined) delete element.properties[prop]
      else element.properties[prop] = safe
    }
  })
}

/**
 * After sanitizing: lists internal links (`/...` and `#...` in `href` and component URL props)
 * and local images (an `<img>` `src` that is a site path or relative: `image`) with their file
 * line, and makes external `<a>` links open a new tab without opener/referrer.
 */
export function collectLinks(
  tree: Root,
  lineOffset: number,
  table: UrlProperties = URL_PROPERTIES
): ContentLink[] {
  const links: ContentLink[] = []
  eachElement(tree, (element) => {
    for (const prop of urlProperties(element, table)) {
      const value = element.properties[prop]
      if (typeof value !== 'string') continue
      if (prop === 'src' || prop === 'poster') {
        if (MEDIA_TAGS.has(element.tagName) && isLocalSrc(value))
          links.push({ href: value, line: lineOf(element, lineOffset), image: true })
        continue
      }
      if (isInternalHref(value)) {
        links.push({ href: value, line: lineOf(element, lineOffset) })
      } else if (element.tagName === 'a' && isExternalHref(value)) {
        element.properties.target = '_blank'
        element.properties.rel = ['noopener', 'noreferrer']
      }
    }
  })
  return links
}

const lineOf = (element: Element, lineOffset: number) =>
  (element.position?.start.line ?? 1) + lineOffset

/** A `src` served by this site: a site path, or relative to the page (no scheme, not `//host`). */
function isLocalSrc(src: string): boolean {
  return !src.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('#')
}

/** Elements whose `src` (and `poster`) is a file the page shows: checked like images. */
const MEDIA_TAGS = new Set(['img', 'video', 'source'])
