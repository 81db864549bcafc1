/*
 * Inline pieces of the Markdown the site writes for agents (the `.md` twins of home, /modules and
 * module pages, llms.txt). Consumers: ./home.ts, ./modules.ts, src/shared/seo/llms.ts.
 */

/** Text safe inside a list item or link text: brackets and line breaks would break it. */
export function markdownLabel(text: string): string {
  return text.replace(/[[\]\r\n]/g, ' ').trim()
}

/** `[label](href)`, the href made absolute on `origin` when it is a site path. */
export function markdownLink(label: string, href: string, origin: string): string {
  const url = href.startsWith('/') ? `${origin}${href}` : href
  return `[${markdownLabel(label)}](${url.replace(/[()\s]/g, encodeURIComponent)})`
}

/** A whole number with thousands separators (`12345` → `12,345`). */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}
