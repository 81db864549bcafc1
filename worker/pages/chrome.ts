import type { Locale } from '../../src/shared/i18n'
import type { ChromeData } from '../../src/shared/page-data'
import { formatStars, toMajorMinor } from '../../src/shared/release'
import { BUILD } from '../build-manifest'
import type { Bindings } from '../env'
import { getReleaseInfo } from '../release'
import { SITE } from '../../src/shared/site'
import { getContentTimeout, withTimeout } from '../timeout'

/**
 * The shell loader: what every page's header, footer and document need besides the page (release
 * badge, stars, year, third-party URLs). Read before rendering, so rendering does no I/O.
 */
export async function loadChrome(env: Bindings, locale: Locale): Promise<ChromeData> {
  // a hanging binding degrades the header (fallback version, stars '...'), never the page
  const release = await withTimeout(getReleaseInfo(env), getContentTimeout(env), () => ({
    version: SITE.releaseFallback.version,
    stars: null,
  }))
  return {
    release: toMajorMinor(release.version),
    stars: formatStars(release.stars, locale),
    year: new Date().getUTCFullYear(),
    aiWidgetUrl: env.AI_WIDGET_URL ?? '',
    analyticsUrl: env.ANALYTICS_URL ?? '',
    iconApiUrl: env.ICON_API_URL ?? '',
    ...(BUILD.docsSections && { docsSections: BUILD.docsSections }),
  }
}
