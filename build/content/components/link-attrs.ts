import { SITE } from '../../../src/shared/site'

const SITE_ORIGIN = new URL(SITE.url)

/**
 * True for links that leave the site: the href is resolved against the site the way a browser
 * resolves it (`//host`, `/\host`, `HTTP://host`, `http:host` included), and it is external
 * when it lands on http(s) on another host; an href that does not even parse counts as
 * external. Decided on the href alone, never on the label. Consumers: the markdown compiler
 * (`<a>` in prose) and the link components.
 */
export function isExternalHref(href: string): boolean {
  let url: URL
  try {
    url = new URL(href, SITE_ORIGIN)
  } catch {
    return true
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  return url.host !== SITE_ORIGIN.host
}

/** Link attributes for a vetted href: external links open a new tab without opener/referrer. */
export function linkAttrs(
  href: string,
  target?: string
): { href: string; target?: string; rel?: string } {
  if (isExternalHref(href)) return { href, target: '_blank', rel: 'noopener noreferrer' }
  return target === '_blank' ? { href, target, rel: 'noopener noreferrer' } : { href }
}
