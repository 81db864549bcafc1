/** One code block to highlight: its resolved language, its text and its `{2,4-5}` marks. */
export interface HighlightRequest {
  /** highlight-cache.ts `highlightKey`: a block met before in the highlighting thread is not done again. */
  key: string
  lang: string
  code: string
  /** The fence's line marks as written (`2,4-5`), if any. */
  highlights?: string
  /** Inline code (`` `x`{lang=ts} ``): its tokens only, no `<pre>`. */
  inline?: true
}

/** Highlights blocks elsewhere (the build's highlight thread): each block's `<pre>`, in order. */
export type RemoteHighlighter = (blocks: HighlightRequest[]) => Promise<string[]>

let remote: RemoteHighlighter | undefined

/**
 * Sends this thread's code blocks to `highlighter` (undefined: highlight here again). A build sets
 * it on the main thread for what compiles there undeferred (module READMEs), so that one thread
 * runs Shiki for the whole build (content/highlight-service.ts).
 */
export function setRemoteHighlighter(highlighter: RemoteHighlighter | undefined): void {
  remote = highlighter
}

/** The highlighter set by {@link setRemoteHighlighter}, if any. */
export function remoteHighlighter(): RemoteHighlighter | undefined {
  return remote
}
