import type { Locale } from '../i18n/locales'
import { withLocaleParam } from '../i18n/locale-paths'
import { SITE } from '../site'

/*
 * Where server island fragments live, kept apart from the schemas (server-islands.ts) so the boot
 * script can build the URL without bundling valibot. Consumers: worker/app.ts (mounts the
 * endpoint), src/client/server-islands.ts (fetches it).
 */

/** Path prefix of the islands endpoint: `/__aster_island`. */
export const SERVER_ISLAND_BASE = `/__${SITE.slug}_island`

/**
 * The URL of a server island's fragment: `/__aster_island/<key>.json?props=<json>`, with
 * `&locale=zh-CN` on a Chinese page (the fragment is cached by its URL).
 */
export function serverIslandUrl(key: string, propsJson: string, locale: Locale = 'en'): string {
  return withLocaleParam(
    `${SERVER_ISLAND_BASE}/${key}.json?props=${encodeURIComponent(propsJson)}`,
    locale
  )
}
