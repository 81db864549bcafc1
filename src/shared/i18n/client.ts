import { ownValue } from '../own-key'
import type { Locale } from './locales'

/**
 * The interface strings of the boot script (src/client: plain TypeScript under a 10 KB gzip
 * budget, so it never bundles the whole message tables). Written once, here: en.ts and
 * zh-CN.ts spread their part in, so `t` has them too and the tables keep the same keys.
 * Consumers: src/client/content-behaviours.ts (code copy), src/client/newsletter-confirm.ts (the
 * confirmation toasts), src/client/language-banner.ts (the Chinese-version line, always shown in
 * Chinese: it speaks to a reader whose browser prefers Chinese).
 */
export const CLIENT_MESSAGES = {
  en: {
    'ui.codeCopied': 'Copied!',
    'ui.copiedToClipboard': 'Copied to clipboard',
    'ui.copyFailed': 'Copy failed',
    'newsletter.failureTitle': 'Subscription failed',
    'newsletter.confirmedTitle': 'Subscription succeed',
    'newsletter.confirmedDescription': 'You have been successfully subscribed to the newsletter.',
    'banner.available': 'This page is available in Chinese',
    'banner.switch': 'Switch to Chinese',
    'banner.dismiss': 'Dismiss',
  },
  'zh-CN': {
    'ui.codeCopied': '已复制！',
    'ui.copiedToClipboard': '已复制到剪贴板',
    'ui.copyFailed': '复制失败',
    'newsletter.failureTitle': '订阅失败',
    'newsletter.confirmedTitle': '订阅成功',
    'newsletter.confirmedDescription': '您已成功订阅时事通讯。',
    'banner.available': '本页有中文版本',
    'banner.switch': '切换到中文',
    'banner.dismiss': '不再提示',
  },
} as const satisfies Record<Locale, Record<string, string>>

/** One locale's boot-script strings. */
export type ClientMessages = Record<keyof (typeof CLIENT_MESSAGES)['en'], string>

/** The boot script's strings for a page's `<html lang>`; English for any other language. */
export function getClientMessages(lang: string): ClientMessages {
  return ownValue<ClientMessages>(CLIENT_MESSAGES, lang) ?? CLIENT_MESSAGES.en
}
