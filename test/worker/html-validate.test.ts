import { env, SELF } from 'cloudflare:test'
import { HtmlValidate, type Message } from 'html-validate/browser'
import { describe, expect, it } from 'vitest'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import { signedInCookie } from './auth-tokens'

/*
 * Every route kind serves valid HTML: the streamed document of each is validated with
 * html-validate's recommended preset (its browser build: workerd has no file system, and the
 * static config loader of that build needs none). Only the rules below are changed, each for a
 * reason that is part of the design, not of a mistake.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  elements: [
    'html5',
    {
      // islands wrap their server-rendered markup in <aster-island> (display: contents), inside
      // flow and phrasing content alike
      'aster-island': { flow: true, phrasing: true, transparent: true },
    },
  ],
  rules: {
    // inline style attributes are allowed by design (React style props: the hero opacity, widths)
    'no-inline-style': 'off',
    // React serialises void elements as `<meta .../>`: a style choice of the renderer, valid HTML
    'void-style': 'off',
    // attribute names are case-insensitive in HTML; React serialises some props in camelCase
    // (charSet, dateTime, autoComplete, noValidate, maxLength): a renderer style, not an error
    'attr-case': 'off',
    // React writes boolean attributes as `selected=""` (valid HTML: the empty value is the
    // attribute's own name, case-insensitively): a renderer style, not an error
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // ARIA lets a list carry a name (role list is nameable): the footer's social links, a page's
    // tags and a listing's entries are announced by theirs (the a11y preset's setting)
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
})

/** One page of every route kind of the route table, plus the error page. */
const ROUTE_KINDS: [path: string, status: number][] = [
  ['/', 200],
  ['/docs/4.x/getting-started/introduction', 200],
  ['/modules', 200],
  ['/modules/image', 200],
  ['/blog/aster-4', 200],
  ['/no/such/page', 404],
]

/** One readable line per error: rule, position and message. */
function describeMessage(message: Message): string {
  return `${message.ruleId} ${message.line}:${message.column} ${message.message} [${message.selector ?? ''}]`
}

/** Both interface languages: a Chinese page is its path under /zh (src/shared/i18n/locale-paths.ts). */
const LOCALES = ['en', 'zh-CN'] as const

describe('valid HTML (html-validate)', () => {
  it.each(
    LOCALES.flatMap((locale) =>
      ROUTE_KINDS.map(([path, status]) => [locale, path, status] as const)
    )
  )('%s: %s has no error', async (locale, path, status) => {
    const response = await SELF.fetch(`http://localhost${localizedPath(path, locale)}`)
    expect(response.status).toBe(status)
    const html = await response.text()
    expect(html).toContain(`<html lang="${locale}"`)
    const report = await validator.validateString(html)
    const errors = report.results.flatMap((result) => result.messages).map(describeMessage)
    expect(errors).toEqual([])
  })

  it("the editor's pages: Drafts, 'Not found' with a rule, a draft in preview mode", async () => {
    const get = (path: string, cookie: string) =>
      SELF.fetch(new URL(path, 'http://localhost'), { headers: { cookie }, redirect: 'manual' })
    const cookie = await signedInCookie()
    await get('/docs/4.x/getting-started/instalation', '')
    await expect
      .poll(
        async () =>
          (await env.DB.prepare('SELECT count(*) AS n FROM not_found_hits').first<{ n: number }>())
            ?.n
      )
      .toBeGreaterThan(0)
    await SELF.fetch('http://localhost/api/admin/redirects', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie,
        origin: 'http://localhost',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'from=/docs/4.x/old/**&to=/docs/4.x/guide/**',
    })
    const drafts = await (await get('/admin/drafts', cookie)).text()
    const link = /<a href="([^"]+)" data-preview-draft=""/.exec(drafts)![1]!.replace(/&amp;/g, '&')
    const preview = /__Host-aster_preview=[^;]+/.exec(
      (await get(link, '')).headers.get('set-cookie')!
    )![0]
    for (const locale of LOCALES) {
      for (const [english, sent] of [
        ['/admin/drafts', cookie],
        ['/admin/not-found', cookie],
        ['/docs/4.x/guide/going-further/view-transitions', preview],
      ] as const) {
        const path = localizedPath(english, locale)
        const response = await get(path, sent)
        expect(response.status, path).toBe(200)
        const report = await validator.validateString(await response.text())
        const errors = report.results.flatMap((result) => result.messages).map(describeMessage)
        expect(errors, `${locale} ${path}`).toEqual([])
      }
    }
  })
})
