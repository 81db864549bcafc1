/** Search-engine and link-preview bots: they get the status and a minimal body, no error page. */
const BOT_RE =
  /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|whatsapp|telegram|discord|slack|preview|bingpreview|yandex|baidu|applebot|duckduck/i

/**
 * Whether a user agent is a crawler or a link preview. Consumers: the worker's error answers
 * (worker/pages/serve.ts: no error page for bots), the Chinese-version banner
 * (src/client/language-banner.ts: crawlers never see it, JavaScript-running ones included).
 */
export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT_RE.test(userAgent))
}
