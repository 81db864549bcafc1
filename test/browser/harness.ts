import { chromium, type Browser } from 'playwright-core'
import { inject } from 'vitest'

/** Debian's Chromium, never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export interface Site {
  url: string
  browser: Browser
  stop: () => Promise<void>
}

/** The site started by global-setup.ts, and a fresh Chromium for this test file (plus `extraArgs`). */
export async function startSite(extraArgs: string[] = []): Promise<Site> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
  return { url: inject('siteUrl'), browser, stop: () => browser.close() }
}
