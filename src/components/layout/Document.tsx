import type { ReactNode } from 'react'
import { COLOR_MODE_SCRIPT } from '../../shared/color-mode-script'
import type { HeadTags } from '../../shared/seo/head'
import { SITE } from '../../shared/site'
import { HeadMeta } from './HeadMeta'

export interface DocumentProps {
  lang: string
  /** Title, description and the search/preview tags (src/shared/seo/head.ts). */
  head: HeadTags
  /** Hashed asset URLs from the build manifest. */
  assets: { boot: string; css: string; icons: string }
  /** Minified colour-mode script (its sha256 is in the CSP). */
  colorModeScript?: string
  /** Forces a colour mode (e.g. /admin/login is always dark). */
  forcedColorMode?: 'dark' | 'light'
  buildId: string
  /** Opacity of the hero background (spec 1: each page carries one). */
  heroOpacity?: number
  /** Analytics endpoint for the boot script ('' disables it). */
  analyticsUrl?: string
  /** Public icon API the boot script falls back to (src/client/icon-loader.ts); '' for none. */
  iconApiUrl?: string
  /**
   * The icons of the page's route kind (build/css/icon-sheets.ts); the whole sheet `assets.icons` is
   * then named on `<html data-icon-sheet>` for the search palette, which can show any icon.
   */
  iconSheet?: string
  /**
   * Rendered in preview mode: `<html data-preview>` tells the boot script to keep its
   * session-storage copy of the token (src/client/preview-token.ts); absent, it drops it.
   */
  preview?: boolean
  children: ReactNode
}

/** The HTML document shell, streamed first; islands and the boot script hydrate inside it. */
export function Document(props: DocumentProps) {
  const {
    lang,
    head,
    assets,
    forcedColorMode,
    buildId,
    heroOpacity = 1,
    analyticsUrl,
    iconApiUrl,
    iconSheet = assets.icons,
    preview,
    children,
  } = props
  return (
    <html
      lang={lang}
      data-force-color-mode={forcedColorMode}
      className={forcedColorMode === 'dark' ? 'dark' : undefined}
      data-build-id={buildId}
      data-analytics-url={analyticsUrl || undefined}
      data-icon-api-url={iconApiUrl || undefined}
      data-icon-sheet={iconSheet === assets.icons ? undefined : assets.icons}
      data-preview={preview ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        <meta name="description" content={head.description || SITE.description} />
        <HeadMeta head={head} />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: dark)"
          content={SITE.themeColor.dark}
        />
        <meta
          name="theme-color"
          media="(prefers-color-scheme: light)"
          content={SITE.themeColor.light}
        />
        <script dangerouslySetInnerHTML={{ __html: props.colorModeScript ?? COLOR_MODE_SCRIPT }} />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="stylesheet" href={assets.css} />
        <script type="module" src={assets.boot} />
      </head>
      <body
        className="min-h-screen bg-white text-slate-700 antialiased dark:bg-[#020420] dark:text-slate-200"
        style={{ ['--hero-opacity' as string]: String(heroOpacity) }}
      >
        {children}
        {/* the icon images (data-URI SVGs, most of the CSS by bytes) after the content: they never
            block the first paint; icon boxes keep their size from the main sheet meanwhile. Only
            the icons the route kind can show. */}
        <link rel="stylesheet" href={iconSheet} />
      </body>
    </html>
  )
}
