import { describe, expect, it } from 'vitest'
import { SITE } from '../../../src/shared/site'
import { compileMarkdown } from './index'

const OPTIONS = { file: 'content/docs/4.x/x.md', lineOffset: 4, path: '/docs/4.x/x', title: 'X' }

/** Labels that once decided, or could decide, whether a link got `target`/`rel`. */
const LABELS = [
  'x',
  '<b>x</b>',
  '<sub>x</sub>',
  '<a href="https://b.example">x</a>',
  '"><img src=x onerror=alert(1)>',
  '`code`',
  '*em* **strong**',
  '![i](/i.png)',
]

/** Hrefs that leave the site, however they are spelled. */
const EXTERNAL = [
  'https://a.example',
  'https://a.example/"onmouseover=alert(1)',
  "https://a.example/'onmouseover=alert(1)",
  'https://a.example/<x>&amp;',
  'HTTPS://A.EXAMPLE/x',
  '//a.example/x',
  'http://aster.example@evil.example',
  'https://aster.example.evil.example',
  'http://evil.example:8080/',
]

/** Spellings browsers read as another host that the compiler refuses: no href at all. */
const REFUSED = ['http:evil.example', 'http:/evil.example', 'https:/evil.example']

/** Links that stay on the site: no new tab. */
const INTERNAL = ['/docs/4.x/guide', '#anchor', `${SITE.url}/docs`]

/** Places a link can be written, as markdown or as a component's `to` prop. */
const CONTEXTS: Record<string, (label: string, href: string) => string> = {
  paragraph: (label, href) => `Text [${label}](${href}) text`,
  'paragraph, <destination>': (label, href) => `Text [${label}](<${href}>) text`,
  'h2 heading': (label, href) => `## [${label}](<${href}>)`,
  'h4 heading': (label, href) => `#### [${label}](<${href}>)`,
  reference: (label, href) => `[${label}][ref]\n\n[ref]: <${href}> "Title"`,
  'table cell': (label, href) => `| a |\n| - |\n| [${label}](<${href}>) |`,
  'list item': (label, href) => `- [${label}](<${href}>)`,
  blockquote: (label, href) => `> [${label}](<${href}>)`,
  card: (label, href) => `::card{title="t" to=${quote(href)}}\n${label}\n::`,
  'card without title': (label, href) => `::card{to=${quote(href)}}\n${label}\n::`,
  callout: (label, href) => `::tip{to=${quote(href)}}\n${label}\n::`,
  'read-more': (_, href) => `:read-more{title="t" to=${quote(href)}}`,
}

/** An MDC attribute value in the quote the value does not contain. */
function quote(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`
}

// One `<a>` tag whose attributes are all well-formed `name="value"` pairs: escaping held.
const ANCHOR_RE = /<a\b[^>]*>/g
const WELL_FORMED_RE = /^<a(?: [a-z-]+="[^"<>]*")*>$/

function anchors(html: string): Map<string, string>[] {
  return (html.match(ANCHOR_RE) ?? []).map((tag) => {
    expect(tag, `malformed tag in ${html}`).toMatch(WELL_FORMED_RE)
    return new Map([...tag.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
  })
}

/** True when the browser would leave the site for this (HTML-escaped) href. */
function leavesSite(href: string): boolean {
  const url = new URL(href.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"), SITE.url)
  return ['http:', 'https:'].includes(url.protocol) && url.host !== new URL(SITE.url).host
}

const cases = (hrefs: string[]) =>
  Object.keys(CONTEXTS).flatMap((context) => hrefs.map((href) => ({ context, href })))

describe('external links open a new tab without opener, whatever their label or href', () => {
  it.each(cases(EXTERNAL))('$context: $href', async ({ context, href }) => {
    for (const label of LABELS) {
      const { html } = await compileMarkdown(CONTEXTS[context]!(label, href), OPTIONS)
      const links = anchors(html).filter((attrs) => attrs.has('href'))
      const external = links.filter((attrs) => leavesSite(attrs.get('href')!))
      expect(external.length, `${label} → ${html}`).toBeGreaterThan(0)
      for (const attrs of external) {
        expect(attrs.get('target'), html).toBe('_blank')
        expect(attrs.get('rel'), html).toBe('noopener noreferrer')
      }
      expect(html).not.toMatch(/\son[a-z]+=|<img[^>]*onerror/i)
    }
  })

  it.each(cases(REFUSED))('$context: $href has no href', async ({ context, href }) => {
    const { html } = await compileMarkdown(CONTEXTS[context]!('x', href), OPTIONS)
    expect(html).not.toContain('evil.example')
  })

  it.each(cases(INTERNAL))('$context: $href stays in the tab', async ({ context, href }) => {
    const { html } = await compileMarkdown(CONTEXTS[context]!('x', href), OPTIONS)
    const links = anchors(html).filter((attrs) => attrs.get('href') === href)
    expect(links.length, html).toBeGreaterThan(0)
    for (const attrs of links) expect(attrs.has('target'), html).toBe(false)
  })
})
