import { SITE } from '../../../src/shared/site'

const SITE_HOST = new URL(SITE.url).host
const ABSOLUTE_HTTP_RE = /^https?:\/\//i

/**
 * True for links that leave the site: http(s) URLs to another host and protocol-relative
 * `//host` links. Consumers: the markdown compiler (`<a>` in prose) and the link components.
 */
export function isExternalHref(href: string): boolean {
  if (href.startsWith('//') || href.startsWith('/\\')) return true
  if (!ABSOLUTE_HTTP_RE.test(href)) return false
  try {
    return new URL(href).host !== SITE_HOST
  } catch {
    return true
  }
}

/** Link attributes for a vetted href: external links open a new tab without opener/referrer. */
export function linkAttrs(
  href: string,
  target?: string
): { href: string; target?: string; rel?: string } {
  if (isExternalHref(href)) return { href, target: '_blank', rel: 'noopener noreferrer' }
  return target === '_blank' ? { href, target, rel: 'noopener noreferrer' } : { href }
}
