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
