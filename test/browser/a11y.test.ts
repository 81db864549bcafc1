import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type Site, ROUTE_KIND_PATHS } from './harness'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import { FIRST_DOCS_PAGE } from './content-pages'

/*
 * axe-core finds no violation on any route kind, in light and in dark colour mode. One context
 * per mode (the mode is set in localStorage before any page script runs) and one page reused for
 * every route; axe is injected after the load and runs on the whole document.
 */

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)

const ROUTE_KINDS = ROUTE_KIND_PATHS
/** Light and dark in English, and the Chinese interface once (its contrast is the light one's). */
const VARIANTS = [
  { name: 'light', mode: 'light', locale: 'en' },
  { name: 'dark', mode: 'dark', locale: 'en' },
  { name: 'zh-CN light', mode: 'light', locale: 'zh-CN' },
] as const

interface AxeViolation {
  id: string
  impact: string
  help: string
  nodes: { target: string[]; failureSummary: string }[]
}

let site: Site
const pages = new Map<string, Page>()
const contexts: BrowserContext[] = []

beforeAll(async () => {
  site = await startSite()
  for (const { name, mode, locale } of VARIANTS) {
    const context = await site.browser.newContext({
      viewport: { width: 1440, height: 900 },
      colorScheme: mode,
      // axe is injected as an inline script, which the site's CSP (rightly) refuses
      bypassCSP: true,
    })
    await context.addInitScript((value) => localStorage.setItem('aster-color-mode', value), mode)
    contexts.push(context)
    pages.set(name, await context.newPage())
  }
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await site?.stop()
})

/**
 * Loads `path` in the mode's page (at `width`, then `open` may open a dialog) and returns axe's
 * violations, one readable line per node.
 */
async function audit(
  variant: (typeof VARIANTS)[number],
  path: string,
  { width = 1440, open }: { width?: number; open?: (page: Page) => Promise<void> } = {}
): Promise<string[]> {
  const page = pages.get(variant.name)!
  await page.setViewportSize({ width, height: 900 })
  // a Chinese page is its path under /zh (src/shared/i18n/locale-paths.ts)
  await page.goto(`${site.url}${localizedPath(path, variant.locale)}`, { waitUntil: 'load' })
  expect(
    await page.evaluate(() => [
      document.documentElement.lang,
      document.documentElement.classList.contains('dark'),
    ])
  ).toEqual([variant.locale, variant.mode === 'dark'])
  await open?.(page)
  // a dialog fades in over 200 ms: audit what the visitor reads, not a half-transparent frame
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished)
    )
  )
  await page.addScriptTag({ content: AXE_SOURCE })
  const violations = (await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<{ violations: unknown[] }> } }).axe
      .run()
      .then((result) => result.violations)
  )) as AxeViolation[]
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary.replace(/\s+/g, ' ')}`
    )
  )
}

describe('accessibility (axe-core)', () => {
  for (const variant of VARIANTS) {
    it.each(ROUTE_KINDS)(`${variant.name}: %s has no violation`, async (path) => {
      expect(await audit(variant, path)).toEqual([])
    })
  }
})

/** The open dialogs and menus, audited with the page under them: the mobile menu at 390 px, the page actions, the palette. */
/** A docs page of the build (content-pages.ts). */
const DOCS_PATH = FIRST_DOCS_PAGE
const DIALOGS = {
  'the mobile menu at 390 px': {
    width: 390,
    open: async (page: Page) => {
      await page.locator('[data-mobile-menu-button]').click()
      await page.locator('[data-mobile-menu]').waitFor({ state: 'visible' })
    },
  },
  'the search palette at 1440 px': {
    width: 1440,
    open: async (page: Page) => {
      await page.locator('[data-search-open]').click()
      await page.locator('[role="dialog"] input').first().waitFor({ state: 'visible' })
      await page.locator('[role="dialog"] input').first().fill('routing')
      await page.locator('[role="dialog"] [role="option"]').first().waitFor({ state: 'visible' })
    },
  },
  'the page actions menu at 390 px': {
    width: 390,
    open: async (page: Page) => {
      await page.locator('[data-page-actions-toggle]').click()
      await page.locator('[data-page-actions-menu]').waitFor({ state: 'visible' })
    },
  },
  'the search palette at 390 px': {
    width: 390,
    open: async (page: Page) => {
      await page.locator('[data-search-open]').first().click()
      await page.locator('[role="dialog"] input').first().waitFor({ state: 'visible' })
    },
  },
}

describe('accessibility of open dialogs (axe-core)', () => {
  for (const variant of VARIANTS.filter((entry) => entry.locale === 'en')) {
    it.each(Object.keys(DIALOGS))(`${variant.name}: %s has no violation`, async (name) => {
      const dialog = DIALOGS[name as keyof typeof DIALOGS]
      expect(await audit(variant, DOCS_PATH, dialog)).toEqual([])
    })
  }
})
