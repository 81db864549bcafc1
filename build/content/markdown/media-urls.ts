import type { Root } from 'hast'
import { posix } from 'node:path'
import { eachElement } from './each-element'

/**
 * Images beside a page. A relative `src` (`./diagram.png`, `img/x.svg`) resolves against the
 * page's URL in a browser, which is not its folder: the build serves such files from
 * `/_media/<the file's folder in the content root>/` instead (build/content/media.ts copies
 * them; the link check reports one that does not exist). A path that climbs out of the content
 * root stays as written, and the link check reports it.
 */

const MEDIA_TAGS = new Set(['img', 'video', 'source'])

/** The site prefix of content files served beside their pages. */
export const MEDIA_PREFIX = '/_media/'

/** Rewrites the relative `src` of every `<img>` to its `/_media/` path (before URL vetting). */
export function serveRelativeImages(tree: Root, mediaDir: string): void {
  eachElement(tree, (element) => {
    if (!MEDIA_TAGS.has(element.tagName)) return
    for (const property of ['src', 'poster']) {
      const src = element.properties[property]
      if (typeof src !== 'string') continue
      const served = mediaUrl(src, mediaDir)
      if (served) element.properties[property] = served
    }
  })
}

/** The `/_media/` URL of a relative `src` in `mediaDir`, or undefined (not relative, or outside). */
export function mediaUrl(src: string, mediaDir: string): string | undefined {
  if (!src || /^(?:[a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(src)) return undefined
  const [path, rest = ''] = splitSuffix(src)
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return undefined
  }
  const joined = posix.normalize(posix.join(mediaDir, decoded))
  if (joined.startsWith('..') || posix.isAbsolute(joined) || joined === '.') return undefined
  return MEDIA_PREFIX + joined.split('/').map(encodeURIComponent).join('/') + rest
}

function splitSuffix(src: string): [string, string?] {
  const cut = src.search(/[?#]/)
  return cut === -1 ? [src] : [src.slice(0, cut), src.slice(cut)]
}
