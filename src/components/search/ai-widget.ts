/**
 * The third-party AI assistant widget (spec 4 "AI assistant widget: loaded on demand only",
 * spec 9 "AI widget polling: every 10 ms, up to 200 attempts"). The script URL comes from the
 * AI_WIDGET_URL var (wrangler.toml, empty by default); the script must define
 * `window.AsterAI` with `open({ query })`. Consumer: the search palette.
 */

/** Name of the global the widget script defines. */
export const AI_WIDGET_GLOBAL = 'AsterAI'
export const AI_WIDGET_POLL = { intervalMs: 10, attempts: 200 } as const

/** What the widget script must put on `window.AsterAI`. */
export interface AsterAIWidget {
  /** Opens the assistant, optionally with a first question. */
  open(options?: { query?: string }): void
}

/** Script status (spec 4): awaitingLoad → loading → loaded | error; removed when taken out. */
export type ScriptStatus = 'awaitingLoad' | 'loading' | 'loaded' | 'error' | 'removed'

/** Calls `read` every `intervalMs` until it returns a value; rejects after `attempts` tries. */
export function pollFor<T>(
  read: () => T | undefined,
  { intervalMs, attempts }: { intervalMs: number; attempts: number } = AI_WIDGET_POLL
): Promise<T> {
  return new Promise((resolve, reject) => {
    let tries = 0
    const attempt = () => {
      const value = read()
      if (value !== undefined) return resolve(value)
      if (++tries >= attempts)
        return reject(new Error(`not available after ${attempts} tries every ${intervalMs} ms`))
      setTimeout(attempt, intervalMs)
    }
    attempt()
  })
}

const readWidget = (): AsterAIWidget | undefined => {
  const widget = (window as unknown as Record<string, unknown>)[AI_WIDGET_GLOBAL] as
    AsterAIWidget | undefined
  return typeof widget?.open === 'function' ? widget : undefined
}

/**
 * Loads the widget script once (on the first 'Ask AI'), then polls for `window.AsterAI`. Every
 * status change is reported; a widget that never appears logs a failure message and resolves null.
 */
export function createAiWidgetLoader(
  url: string,
  onStatus: (status: ScriptStatus) => void = () => {}
) {
  let status: ScriptStatus = 'awaitingLoad'
  let ready: Promise<AsterAIWidget | null> | null = null
  const set = (next: ScriptStatus) => {
    status = next
    onStatus(next)
  }
  const load = (): Promise<AsterAIWidget | null> => {
    ready ??= new Promise<void>((resolve, reject) => {
      set('loading')
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.dataset.aiWidget = ''
      script.onload = () => resolve()
      script.onerror = () => reject(new Error(`script ${url} failed to load`))
      document.head.appendChild(script)
    })
      .then(() => pollFor(readWidget))
      .then((widget) => {
        set('loaded')
        return widget
      })
      .catch((error: unknown) => {
        set('error')
        ready = null
        console.error(
          `[aster] the AI widget did not load: ${error instanceof Error ? error.message : String(error)}`
        )
        return null
      })
    return ready
  }
  return {
    get status() {
      return status
    },
    /** Opens the assistant with a question; false when the widget could not be loaded. */
    async open(query: string): Promise<boolean> {
      const widget = await load()
      widget?.open({ query })
      return Boolean(widget)
    },
  }
}
