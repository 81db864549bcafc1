import { isBot } from '../shared/bots'
import { getClientMessages } from '../shared/i18n/client'
import { localizedPath } from '../shared/i18n/locale-paths'
import { LOCALE_COOKIE } from '../shared/i18n/locales'

/*
 * The Chinese-version line (part of the boot script): a reader whose browser prefers Chinese
 * (the first `zh-*` of `navigator.languages` before any `en-*`, as its Accept-Language says) on
 * an English page that has a Chinese version sees '本页有中文版本' with a link '切换到中文' to the
 * page's Chinese URL. Never a redirect. Not for crawlers (src/shared/bots.ts), not after the
 * reader dismissed it (remembered in localStorage) or chose English with the language switch
 * (the `aster-locale=en` cookie). Fixed at the bottom of the window, so nothing on the page moves.
 * Built in the browser, so a cached or prerendered English page stays the same for everyone.
 */

/** The localStorage key that remembers a dismissal. */
const DISMISSED_KEY = 'aster-language-banner'

/** Whether a browser's languages prefer Chinese: a `zh` or `zh-*` before any `en` or `en-*`. */
export function prefersChinese(languages: readonly string[]): boolean {
  for (const language of languages) {
    const code = language.toLowerCase()
    if (code === 'zh' || code.startsWith('zh-')) return true
    if (code === 'en' || code.startsWith('en-')) return false
  }
  return false
}

function dismissed(doc: Document): boolean {
  if (new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=en(?:;|$)`).test(doc.cookie)) return true
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'dismissed'
  } catch {
    return false
  }
}

/** The Chinese URL of the page shown. */
const chineseUrl = () => localizedPath(`${location.pathname}${location.search}`, 'zh-CN')

/** Shows the line when it applies; keeps its link on the page shown across client navigations. */
export function installLanguageBanner(doc: Document): void {
  const root = doc.documentElement
  const hasChinese = doc.querySelector('link[rel="alternate"][hreflang="zh-CN"]')
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language]
  if (root.lang !== 'en' || !hasChinese || !prefersChinese(languages)) return
  if (isBot(navigator.userAgent) || dismissed(doc)) return
  const t = getClientMessages('zh-CN')
  const banner = doc.createElement('div')
  banner.setAttribute('data-language-banner', '')
  banner.setAttribute('role', 'region')
  banner.setAttribute('aria-label', t['banner.available'])
  banner.lang = 'zh-CN'
  const text = doc.createElement('span')
  text.textContent = t['banner.available']
  const link = doc.createElement('a')
  link.href = chineseUrl()
  link.textContent = t['banner.switch']
  const close = doc.createElement('button')
  close.type = 'button'
  close.setAttribute('aria-label', t['banner.dismiss'])
  close.title = t['banner.dismiss']
  close.textContent = '×'
  close.addEventListener('click', () => {
    banner.remove()
    try {
      localStorage.setItem(DISMISSED_KEY, 'dismissed')
    } catch {
      // storage refused (private mode): dismissed for this page view only
    }
  })
  banner.append(text, link, close)
  doc.body.append(banner)
  window.addEventListener('aster:navigated', () => {
    link.href = chineseUrl()
  })
}
