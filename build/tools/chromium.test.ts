import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH, MISSING_CHROMIUM } from './chromium'

/** Set by CI systems (`CI=true`); '' , '0' and 'false' mean a local run. */
const IN_CI = !['', '0', 'false'].includes(process.env.CI ?? '')

/**
 * The browser tests of the build (build/content/markdown/behaviours.test.ts) skip without
 * Chromium on a developer machine; in CI that would hide them, so this fails instead.
 */
describe('Chromium for the build tests', () => {
  it.runIf(IN_CI)('is installed in CI, so the browser tests run instead of skipping', () => {
    expect(existsSync(CHROMIUM_PATH), `CI: ${MISSING_CHROMIUM}`).toBe(true)
  })
})
