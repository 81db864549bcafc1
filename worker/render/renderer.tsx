import type { Context, MiddlewareHandler } from 'hono'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { Document } from '../../src/components/layout/Document'
import type { HeadTags } from '../../src/shared/seo/head'
import { BUILD } from '../build-manifest'

/** What `c.render(children, props)` takes besides the body's content. */
export interface DocumentRenderProps {
  head: HeadTags
  lang: string
  heroOpacity?: number
  forcedColorMode?: 'dark' | 'light'
  analyticsUrl?: string
  iconApiUrl?: string
}

declare module 'hono' {
  interface ContextRenderer {
    (children: ReactElement, props: DocumentRenderProps): Response | Promise<Response>
  }
}

const DOCTYPE = '<!DOCTYPE html>'
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

/**
 * React SSR of the document, streamed. One `renderToString` pass, not `renderToReadableStream`:
 * nothing in a page suspends (rendering does no I/O), so React's stream never sent anything
 * before the whole tree was rendered, and its byte encoding of every tag, attribute and text on
 * its own cost a docs page more CPU than everything else the worker does for it. The bytes are
 * the same (React hoists image preloads into the head either way); the stream then sends the
 * shell first (see {@link streamDocument}).
 */
export const documentRenderer: MiddlewareHandler = async (c: Context, next) => {
  c.setRenderer((children: ReactElement, props: DocumentRenderProps) => {
    const html = renderToString(
      <Document
        lang={props.lang}
        head={props.head}
        assets={BUILD.assets}
        colorModeScript={BUILD.inlineScripts.colorMode.code}
        buildId={BUILD.id}
        heroOpacity={props.heroOpacity}
        forcedColorMode={props.forcedColorMode}
        analyticsUrl={props.analyticsUrl}
        iconApiUrl={props.iconApiUrl}
      >
        {children}
      </Document>
    )
    c.header('Content-Type', 'text/html; charset=UTF-8')
    return c.body(streamDocument(`${DOCTYPE}${html}`))
  })
  await next()
}
