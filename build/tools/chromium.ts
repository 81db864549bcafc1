import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/**
 * The one Chromium of the benchmarks and the browser tests: Debian's, never a downloaded
 * browser (`CHROMIUM_PATH` overrides the path). Consumers: build/tools/bench/*, test/browser/harness.ts,
 * the build tests' CI check (./chromium.test.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Headless without sandbox (containers), GPU, background traffic, updates or sync. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** What to do when Chromium is not at CHROMIUM_PATH. */
export const MISSING_CHROMIUM = `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium, as .ci/run does) or point CHROMIUM_PATH at one`

/** Launches that Chromium with the quiet flags plus `extraArgs`. */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(MISSING_CHROMIUM)
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] })
}
