import type { SiteConfig } from './site-config'

/** Paths robots.txt keeps crawlers out of (the admin area and the APIs). */
export const ROBOTS_DISALLOW = ['/admin', '/api'] as const

/**
 * robots.txt for the site config: an indexable site allows everything but the admin area and the
 * APIs and points at the sitemap; a preview or staging deployment (`indexable` false) disallows
 * everything.
 */
export function renderRobots(config: SiteConfig): string {
  if (!config.indexable) return 'User-agent: *\nDisallow: /\n'
  const disallow = ROBOTS_DISALLOW.map((path) => `Disallow: ${path}\n`).join('')
  return `User-agent: *\n${disallow}Allow: /\n\nSitemap: ${config.url}/sitemap.xml\n`
}
