import { en } from './en'
import { fillTemplate } from './format'
import type { Messages } from './index'
import { localizeHtmlLinks } from './locale-paths'
import type { Locale } from './locales'

/**
 * Interface strings inside markup compiled once at build time (content bodies, module READMEs):
 * the build writes the English text (build/content/components/CodeBlock.tsx reads it from here),
 * and pages swap it for the page language when they render the body. Consumers: the build's
 * code blocks, src/pages/{DocsPage,ContentPage,ModulePage}.tsx.
 */
export const COMPILED_LABEL_KEYS = ['ui.copyCode'] as const

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The build's pointer "Read more in <target>." (build/content/components/ReadMore.tsx): the
 * block's `<p>` ends with a full stop, the inline `<span>` does not.
 */
const READ_MORE_RE =
  /(<p class="my-0">|<span>)Read more in (<a\b[^>]*>[^<]*<\/a>|<span class="font-semibold">[^<]*<\/span>)(\.?)(<\/p>|<\/span>)/g

/**
 * Compiled HTML with its built-in English labels (attribute values, the read-more pointer's
 * words) in the language of `t`, and its links to pages in `locale`
 * (src/shared/i18n/locale-paths.ts `localizeHtmlLinks`).
 */
export function localizeCompiledHtml(html: string, t: Messages, locale: Locale): string {
  let localized = localizeHtmlLinks(html, locale)
  for (const key of COMPILED_LABEL_KEYS) {
    if (t[key] === en[key]) continue
    localized = localized.replaceAll(
      `="${escapeAttribute(en[key])}"`,
      `="${escapeAttribute(t[key])}"`
    )
  }
  if (t['ui.readMore'] !== en['ui.readMore']) {
    localized = localized.replace(
      READ_MORE_RE,
      (_, open: string, target: string, _stop: string, close: string) =>
        `${open}${fillTemplate(t['ui.readMore'], { target })}${close}`
    )
  }
  return localized
}
