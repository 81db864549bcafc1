import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, afterEach, beforeAll, inject } from 'vitest'
import { launchChromium } from '../../build/tools/chromium'
import { FIRST_DOCS_PAGE } from './content-pages'

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

/** The site of a test file, as `useSite()` hands it out. */
export interface UsedSite {
  readonly url: string
  readonly browser: Browser
  /** A new browser context, closed after the test that opened it. */
  newContext: (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>
}

/**
 * The set-up of a browser test file in one call: the site and a fresh Chromium for the file
 * (`startSite`, closed after the file), and contexts closed after each test. Call it at the top
 * level of the file; use the result inside hooks and tests (it is filled in `beforeAll`).
 */
export function useSite(extraArgs: string[] = []): UsedSite {
  let site: Site | undefined
  const open: BrowserContext[] = []
  beforeAll(async () => {
    site = await startSite(extraArgs)
  })
  afterAll(async () => {
    await site?.stop()
  })
  afterEach(async () => {
    await Promise.all(open.splice(0).map((context) => context.close()))
  })
  const started = () => {
    if (!site) throw new Error('useSite(): the site starts in beforeAll; use it in hooks and tests')
    return site
  }
  return {
    get url() {
      return started().url
    },
    get browser() {
      return started().browser
    },
    newContext: async (options) => {
      const context = await started().browser.newContext(options)
      open.push(context)
      return context
    },
  }
}

/**
 * One page of every route kind of the route table (home, docs, modules, module, blog list and
 * article, the newsletter's unsubscribe page, the listing pages, hosting list and guide) plus the
 * error page: the pages the browser audits (a11y, layout) visit.
 */
export const ROUTE_KIND_PATHS = [
  '/',
  // a docs page of the build (content-pages.ts), not a sample page's name
  FIRST_DOCS_PAGE,
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
