import type { SiteConfig } from './site-config'

/** Paths robots.txt keeps crawlers out of (the admin area and the APIs). */
export const ROBOTS_DISALLOW = ['/admin', '/api'] as const

/**
 * The Content Signals (contentsignals.org) of an indexable site: the docs exist to be found and
 * used, by search engines, by agents answering a question (`ai-input`) and in model training
 * (`ai-train`: a framework wants models to know its current API).
 */
export const CONTENT_SIGNALS = 'search=yes, ai-input=yes, ai-train=yes'
/** A preview or staging deployment: nothing is to be used. */
const PREVIEW_SIGNALS = 'search=no, ai-input=no, ai-train=no'

/**
 * robots.txt for the site config: an indexable site allows everything but the admin area and the
 * APIs, states its Content Signals and points at the sitemap and llms.txt; a preview or staging
 * deployment (`indexable` false) disallows everything and signals no use.
 */
export function renderRobots(config: SiteConfig): string {
  if (!config.indexable) return `User-agent: *\nContent-Signal: ${PREVIEW_SIGNALS}\nDisallow: /\n`
  const disallow = ROBOTS_DISALLOW.map((path) => `Disallow: ${path}\n`).join('')
  return (
    `User-agent: *\nContent-Signal: ${CONTENT_SIGNALS}\n${disallow}Allow: /\n\n` +
    `Sitemap: ${config.url}/sitemap.xml\n# LLM-friendly outline: ${config.url}/llms.txt\n`
  )
}
