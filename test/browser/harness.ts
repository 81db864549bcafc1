import { chromium, type Browser } from 'playwright-core'
import { startDevServer } from '../../build/dev-server'

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run']

export interface Site {
  url: string
  browser: Browser
  stop: () => Promise<void>
}

/** Starts the site on `wrangler dev` with local bindings and launches Chromium. */
export async function startSite(): Promise<Site> {
  const server = await startDevServer('.wrangler/test-state', '/docs/4.x/getting-started/introduction')
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  return {
    url: server.url,
    browser,
    stop: async () => {
      await browser.close()
      await server.stop()
    },
  }
}
