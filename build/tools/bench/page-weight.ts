import type { Page } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { launchChromium } from '../chromium'
import { gz, kb } from './figures'

interface Loaded {
  js: number
  jsGzip: number
  files: number
  /** gzip bytes of the payload of the page navigated to */
  payload: number
  /** gzip bytes of payloads prefetched for other links (hover / in view) */
  prefetched: number
  prefetches: number
}

/** Records every script (and payload) the page loads until `run` settles plus a quiet second. */
async function record(
  page: Page,
  run: () => Promise<unknown>,
  settleMs = 2500,
  target?: string
): Promise<Loaded> {
  const loaded: Loaded = { js: 0, jsGzip: 0, files: 0, payload: 0, prefetched: 0, prefetches: 0 }
  const pending: Promise<void>[] = []
  const onResponse = (response: import('playwright-core').Response) => {
    const url = new URL(response.url())
    const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js')
    const isPayload = url.pathname.endsWith('/_payload.json')
    if (!isScript && !isPayload) return
    pending.push(
      response.body().then(
        (body) => {
          if (isPayload && url.pathname === `${target}/_payload.json`)
            loaded.payload += gzipSync(body).length
          else if (isPayload) {
            loaded.prefetched += gzipSync(body).length
            loaded.prefetches++
          } else {
            loaded.js += body.length
            loaded.jsGzip += gzipSync(body, { level: 9 }).length
            loaded.files++
          }
        },
        () => undefined
      )
    )
  }
  page.on('response', onResponse)
  await run()
  // idle work (prefetches) and islands in view land after load: give them a moment
  await page.waitForTimeout(settleMs)
  await Promise.all(pending)
  page.off('response', onResponse)
  return loaded
}

/**
 * JS a visitor's browser loads for a docs page: on the first visit (boot script, islands hydrated
 * when visible), then per client navigation (payload JSON and any new island code).
 */
export async function benchPageWeight(siteUrl: string): Promise<string[]> {
  const browser = await launchChromium()
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage()
    const docs = `${siteUrl}/docs/4.x/getting-started/introduction`
    const critical = await record(page, () => page.goto(docs, { waitUntil: 'load' }), 0)
    const fresh = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage()
    await page.close()
    const first = await record(fresh, () => fresh.goto(docs, { waitUntil: 'load' }))
    const next = await fresh.locator('[data-pager] a').last().getAttribute('href')
    const navigation = await record(
      fresh,
      async () => {
        await fresh.locator('[data-pager] a').last().click()
        await fresh.waitForURL(`${siteUrl}${next}`)
      },
      2500,
      next ?? undefined
    )
    const payload = gzipSync(
      Buffer.from(await (await fetch(`${siteUrl}${next}/_payload.json`)).arrayBuffer())
    ).length
    const interaction = await record(fresh, async () => {
      await fresh.keyboard.press('Control+k')
      await fresh
        .waitForSelector('[role="dialog"] input', { timeout: 10_000 })
        .catch(() => undefined)
    })
    return [
      `docs page, up to the load event: ${kb(critical.jsGzip)} JS gzip (${kb(critical.js)} raw) in ${critical.files} files`,
      `docs page, first visit incl. idle time: ${kb(first.jsGzip)} JS gzip (${kb(first.js)} raw) in ${first.files} files`,
      `per client navigation:  ${kb(navigation.jsGzip)} JS gzip in ${navigation.files} files + its payload ${kb(payload)} gzip (${navigation.payload ? 'fetched on click' : 'already prefetched: 0 bytes on click'}) = ${((navigation.jsGzip + payload) / first.jsGzip).toFixed(3)}× the first visit's JS`,
      `  (+ ${navigation.prefetches} payloads prefetched for links in view or hovered, ${kb(navigation.prefetched)} gzip)`,
      `opening the search palette: ${interaction.files ? `${kb(interaction.jsGzip)} JS gzip in ${interaction.files} files` : '0 bytes (its code was already loaded)'}`,
    ]
  } finally {
    await browser.close()
  }
}

/** Raw and gzip bytes of a docs page's HTML and of its `_payload.json`, with their ratio. */
export async function measureDocsWeight(siteUrl: string, path: string): Promise<string> {
  const html = Buffer.from(await (await fetch(`${siteUrl}${path}`)).arrayBuffer())
  const payload = Buffer.from(await (await fetch(`${siteUrl}${path}/_payload.json`)).arrayBuffer())
  const ratio = (gz(payload) / gz(html)).toFixed(2)
  return `${path}: HTML ${kb(html.length)} raw / ${kb(gz(html))} gzip (budget 15 KB gzip); payload ${kb(payload.length)} raw / ${kb(gz(payload))} gzip = ${ratio}× the HTML gzip (budget 0.50×)`
}

/**
 * Payloads a desktop docs load prefetches (Chromium, 1440×900): after load and idle (budget 2
 * visible links), then after hovering one more link (intent prefetches without a budget).
 */
export async function countPrefetches(siteUrl: string, path: string): Promise<string> {
  const browser = await launchChromium()
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 } })
    ).newPage()
    const seen: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/_payload.json')) seen.push(request.url())
    })
    await page.goto(`${siteUrl}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(2500)
    const idle = seen.length
    await page.locator('[data-pager] a').last().hover()
    await page.waitForTimeout(1000)
    return `desktop docs load: ${idle} payloads prefetched after idle (budget 2), ${seen.length} after hovering the pager's next link`
  } finally {
    await browser.close()
  }
}
