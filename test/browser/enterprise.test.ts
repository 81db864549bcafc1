import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSite } from './harness'

/**
 * The enterprise section as a visitor uses it: the agency and job filters (in place, URL pushed,
 * reload and back/forward render the same list), the agency pages, and the contact form's whole
 * flow: refused fields with an error toast, a sent message with a success toast and a cleared
 * form, and the server's refusal (rate limit) shown as a toast.
 */
const site = useSite()
let context: BrowserContext
let page: Page

async function open(path: string, headers: Record<string, string> = {}) {
  context = await site.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: headers,
  })
  page = await context.newPage()
  await page.goto(`${site.url}${path}`)
}

const agencies = () =>
  page
    .locator('[data-agency]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-agency')))
const search = () => new URL(page.url()).search
const chip = (filter: string, value: string) =>
  page.locator(`[data-filter="${filter}"] a[data-value="${value}"]`)

describe('agency directory', () => {
  it('filters by service and region in place, keeps the URL, survives reload, back and forward', async () => {
    await open('/enterprise/agencies')
    const all = await agencies()
    expect(all.length).toBeGreaterThanOrEqual(10)

    await chip('region', 'europe').click()
    await expect.poll(search).toBe('?region=europe')
    const europe = await agencies()
    expect(europe.length).toBeLessThan(all.length)
    expect(europe).toContain('/enterprise/agencies/sabi-studio')

    await chip('service', 'performance').click()
    await expect.poll(search).toBe('?service=performance&region=europe')
    const both = await agencies()
    expect(both.length).toBeGreaterThan(0)
    expect(both.length).toBeLessThan(europe.length)
    expect(await chip('service', 'performance').getAttribute('aria-current')).toBe('true')

    await page.reload()
    expect(await agencies()).toEqual(both)

    await page.goBack()
    await expect.poll(search).toBe('?region=europe')
    await expect.poll(agencies).toEqual(europe)
    await page.goBack()
    await expect.poll(search).toBe('')
    await expect.poll(agencies).toEqual(all)
    await page.goForward()
    await expect.poll(agencies).toEqual(europe)
  })

  it('shows an empty state whose reset link brings every agency back', async () => {
    await open('/enterprise/agencies?service=accessibility&region=south-america')
    expect(await agencies()).toEqual([])
    const empty = page.locator('[data-empty]')
    expect(await empty.textContent()).toContain('No agency matches these filters.')
    await empty.getByRole('link', { name: 'Reset filters' }).click()
    await expect.poll(search).toBe('')
    await expect.poll(async () => (await agencies()).length).toBeGreaterThanOrEqual(10)
  })

  it('opens an agency page from its card, and back to the directory', async () => {
    await open('/enterprise/agencies?region=africa')
    await page.locator('[data-agency="/enterprise/agencies/baobab-collective"] a').click()
    await page.waitForURL(`${site.url}/enterprise/agencies/baobab-collective`)
    expect(await page.locator('h1').textContent()).toBe('Baobab Collective')
    expect(await page.locator('[data-agency-page]').textContent()).toContain('Lagos, Nigeria')
    await page.getByRole('link', { name: 'All agencies' }).click()
    await page.waitForURL(`${site.url}/enterprise/agencies`)
    expect((await agencies()).length).toBeGreaterThanOrEqual(10)
  })
})

describe('job board', () => {
  it('filters by location and type with the URL, relative dates, links opening a new tab', async () => {
    await open('/enterprise/jobs')
    const rows = page.locator('[data-job]')
    const total = await rows.count()
    expect(total).toBeGreaterThanOrEqual(8)
    await chip('type', 'contract').click()
    await expect.poll(search).toBe('?type=contract')
    await expect.poll(() => rows.count()).toBeLessThan(total)
    for (const text of await rows.allTextContents()) expect(text).toContain('Contract')
    await chip('location', 'tokyo-japan').click()
    await expect.poll(search).toBe('?location=tokyo-japan&type=contract')
    await expect.poll(() => page.locator('[data-job-board] [data-empty]').count()).toBe(1)
    await page.goBack()
    await expect.poll(search).toBe('?type=contract')
    await expect.poll(() => page.locator('[data-job-board] [data-empty]').count()).toBe(0)
    const apply = rows.first().getByRole('link')
    expect(await apply.getAttribute('target')).toBe('_blank')
    expect(await rows.first().locator('time').textContent()).toMatch(/^Posted \d+ \w+ ago$/)
  })
})

describe('contact form', () => {
  const form = () => page.locator('[data-contact-form]')
  const toast = () => page.locator('[data-toast]').first()
  async function openForm(ip: string, locale = 'en') {
    await open(locale === 'zh-CN' ? '/zh/enterprise/support' : '/enterprise/support', {
      'cf-connecting-ip': ip,
    })
    await form().locator('[name="name"]').focus()
    await page.waitForSelector('[data-contact-form][data-ready]', { state: 'attached' })
  }
  async function fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) {
      const field = form().locator(`[name="${name}"]`)
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value)
      else await field.fill(value)
    }
  }
  const VALID = {
    name: 'Lin Meihua',
    email: 'lin@fernhill.example',
    company: 'Fernhill Analytics',
    companySize: '201-1000',
    topic: 'training',
    message: 'We would like a two-day Aster 4 workshop for twelve developers in March.',
  }

  it('refuses invalid fields with their messages and an error toast, then sends and clears', async () => {
    await openForm('192.0.2.71')
    await fill({ ...VALID, email: 'not-an-address', message: 'short' })
    await form().getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => toast().textContent()).toContain('Enter a valid work e-mail address.')
    expect(await toast().textContent()).toContain('Your message was not sent')
    expect(await form().locator('[data-field-error="email"]').textContent()).toBe(
      'Enter a valid work e-mail address.'
    )
    expect(await form().locator('[data-field-error="message"]').textContent()).toBe(
      'Write a message of 20 to 5,000 characters.'
    )
    await fill({ email: VALID.email, message: VALID.message })
    await form().getByRole('button', { name: 'Send message' }).click()
    await expect
      .poll(() => page.locator('[data-toast]').allTextContents())
      .toContainEqual(expect.stringContaining('Message sent'))
    for (const name of Object.keys(VALID))
      expect(await form().locator(`[name="${name}"]`).inputValue()).toBe('')
    expect(await form().locator('[data-field-error]').count()).toBe(0)
  })

  it('shows the server refusal (too many messages) as an error toast, in Chinese', async () => {
    await openForm('192.0.2.72', 'zh-CN')
    let refused = false
    for (let i = 0; i < 11 && !refused; i++) {
      await fill(VALID)
      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/contact')
      await form().locator('button[type="submit"]').click()
      refused = (await answer).status() === 429
    }
    expect(refused).toBe(true)
    await expect
      .poll(() => page.locator('[data-toast]').allTextContents())
      .toContainEqual(expect.stringMatching(/来自您网络的留言过多：请等待 \d+ 秒后再发送。/))
    // the refused message stays in the form, to send again later
    expect(await form().locator('[name="company"]').inputValue()).toBe(VALID.company)
  })
})
