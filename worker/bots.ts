/** Search-engine and link-preview bots: they get the status and a minimal body, no error page. */
const BOT_RE =
  /bot\b|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|whatsapp|telegram|discord|slack|preview|bingpreview|yandex|baidu|applebot|duckduck/i

export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT_RE.test(userAgent))
}
