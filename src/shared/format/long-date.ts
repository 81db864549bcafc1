/**
 * A `YYYY-MM-DD` date written out in the page's language ('June 12, 2025', '2025年6月12日'),
 * in UTC so the server and every visitor read the same day. Consumers: the blog list and
 * article bylines.
 */
export function formatLongDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(date)
  )
}
