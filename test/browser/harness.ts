import type { Browser } from 'playwright-core'
import { inject } from 'vitest'
import { launchChromium } from '../../build/chromium'

export interface Site {
  url: string
  browser: Browser
  stop: () => Promise<void>
}

/** The site started by global-setup.ts, and a fresh Chromium for this test file (plus `extraArgs`). */
export async function startSite(extraArgs: string[] = []): Promise<Site> {
  const browser = await launchChromium(['--disable-quic', '--no-first-run', ...extraArgs])
  return { url: inject('siteUrl'), browser, stop: () => browser.close() }
}

/**
 * One page of every route kind of the route table (home, docs, modules, module, blog list and
 * article, the newsletter's unsubscribe page, the listing pages, hosting list and guide) plus the
 * error page: the pages the browser audits (a11y, layout) visit.
 */
export const ROUTE_KIND_PATHS = [
  '/',
  '/docs/4.x/getting-started/introduction',
  '/modules',
  '/modules/image',
  '/blog',
  '/blog/aster-4',
  '/newsletter/unsubscribe',
  '/templates',
  '/showcase',
  '/video-courses',
  '/team',
  '/design-kit',
  '/newsletter',
  '/deploy',
  '/deploy/vercel',
  '/no/such/page',
]
