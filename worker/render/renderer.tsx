import { reactRenderer } from '@hono/react-renderer'
import { Document } from '../../src/components/layout/Document'
import type { HeadTags } from '../../src/shared/seo/head'
import { BUILD } from '../build-manifest'

declare module '@hono/react-renderer' {
  interface Props {
    head: HeadTags
    lang: string
    heroOpacity?: number
    forcedColorMode?: 'dark' | 'light'
    analyticsUrl?: string
    iconApiUrl?: string
    /** The page's icon sheet (worker/build-manifest.ts `iconSheetOf`). */
    iconSheet?: string
  }
}

/** Streaming React SSR of the document shell (renderToReadableStream under the hood). */
export const documentRenderer = reactRenderer(
  ({ children, head, lang, heroOpacity, forcedColorMode, analyticsUrl, iconApiUrl, iconSheet }) => (
    <Document
      lang={lang}
      head={head}
      assets={BUILD.assets}
      colorModeScript={BUILD.inlineScripts.colorMode.code}
      buildId={BUILD.id}
      heroOpacity={heroOpacity}
      forcedColorMode={forcedColorMode}
      analyticsUrl={analyticsUrl}
      iconApiUrl={iconApiUrl}
      iconSheet={iconSheet}
    >
      {children}
    </Document>
  ),
  { stream: { 'Content-Type': 'text/html; charset=UTF-8' }, docType: true }
)
