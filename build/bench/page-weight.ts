import { chromium, type Page } from 'playwright-core'
import { gzipSync } from 'node:zlib'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Loaded {
  js: number
  jsGzip: number
  files: number
  payload: number
}

/** Records every script (and payload) the page loads until `run` settles plus a quiet second. */
async function record(page: Page, run: () => Promise<unknown>, settleMs = 2500): Promise<Loaded> {
  const loaded: Loaded = { js: 0, jsGzip: 0, files: 0, payload: 0 }
  const pending: Promise<void>[] = []
  const onResponse = (response: import('playwright-core').Response) => {
    const url = new URL(response.url())
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js')
    const isPayload = url.pathname.endsWith('/_payload.json')
    if (!isScript && !isPayload) return
    pending.push(
      response.body().then(
        (body) => {
          if (isPayload) loaded.payload += gzipSync(body).length
          else {
            loaded.js += body.length
            loaded.jsGzip += gzipSync(body, { level: 9 }).length
            loaded.files++
          }
        },
        () => undefined,
      ),
    )
  }
  page.on('response', onResponse)
  await run()
  // idle-hydrated islands and prefetches land after load: give them a moment
  await page.waitForTimeout(settleMs)
  await Promise.all(pending)
  page.off('response', onResponse)
  return loaded
}

/**
 * JS a visitor's browser loads for a docs page: on the first visit (boot script, islands hydrated
 * on idle or when visible), then per client navigation (payload JSON and any new island code).
 */
export async function benchPageWeight(siteUrl: string): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS })
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    const docs = `${siteUrl}/docs/4.x/getting-started/introduction`
    const critical = await record(page, () => page.goto(docs, { waitUntil: 'load' }), 0)
    const fresh = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.close()
    const first = await record(fresh, () => fresh.goto(docs, { waitUntil: 'load' }))
    const navigation = await record(fresh, async () => {
      await fresh.locator('[data-pager] a').last().click()
      await fresh.waitForURL(/installation$/)
    })
    const interaction = await record(fresh, async () => {
      await fresh.keyboard.press('Control+k')
      await fresh.waitForSelector('[role="dialog"] input', { timeout: 10_000 }).catch(() => undefined)
    })
    return [
      `docs page, up to the load event: ${kb(critical.jsGzip)} JS gzip (${kb(critical.js)} raw) in ${critical.files} files`,
      `docs page, first visit incl. idle-time islands: ${kb(first.jsGzip)} JS gzip (${kb(first.js)} raw) in ${first.files} files`,
      `per client navigation:  ${kb(navigation.jsGzip)} JS gzip in ${navigation.files} files + ${kb(navigation.payload)} payload gzip = ${((navigation.jsGzip + navigation.payload) / first.jsGzip).toFixed(3)}× the first visit`,
      `opening the search palette: ${kb(interaction.jsGzip)} JS gzip in ${interaction.files} files`,
    ]
  } finally {
    await browser.close()
  }
}
