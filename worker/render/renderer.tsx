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
    /** The request is in preview mode (`<html data-preview>`). */
    preview?: boolean
  }
}

/**
 * React SSR of the document through `@hono/react-renderer`, in its one-pass `renderToString`
 * mode rather than `renderToReadableStream`: nothing in a page suspends (rendering does no I/O),
 * so React's stream never sent anything before the whole tree was rendered, and its byte
 * encoding of every tag, attribute and text on its own cost a docs page about 2 ms of CPU, more
 * than everything else the worker does for it. The bytes are the same; {@link streamedDocument}
 * then sends the shell first.
 */
export const documentRenderer = reactRenderer(
  ({
    children,
    head,
    lang,
    heroOpacity,
    forcedColorMode,
    analyticsUrl,
    iconApiUrl,
    iconSheet,
    preview,
  }) => (
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
      preview={preview}
    >
      {children}
    </Document>
  ),
  { docType: true }
)

const encoder = new TextEncoder()

/**
 * The document as a stream of two chunks: the shell up to `<body` (head, stylesheet, boot
 * script: the browser fetches them while the rest arrives), then the body.
 */
export function streamDocument(html: string): ReadableStream<Uint8Array> {
  const split = html.indexOf('<body')
  const parts = split > 0 ? [html.slice(0, split), html.slice(split)] : [html]
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift()
      if (next === undefined) controller.close()
      else controller.enqueue(encoder.encode(next))
    },
  })
}

/** A document `c.render` answered, sent as {@link streamDocument}'s two chunks (same status and headers). */
export async function streamedDocument(response: Response): Promise<Response> {
  return new Response(streamDocument(await response.text()), response)
}
