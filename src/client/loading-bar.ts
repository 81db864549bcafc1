import { LOADING_BAR } from '../shared/constants'

/**
 * The top loading bar (spec 4: started, progressing, finished or error, hidden after a delay,
 * then reset). It only shows when a navigation lasts longer than the 200 ms throttle.
 */
export function createLoadingBar(doc: Document) {
  const bar = doc.createElement('div')
  bar.id = 'aster-loading-bar'
  bar.setAttribute('aria-hidden', 'true')
  bar.style.cssText = `position:fixed;top:0;left:0;z-index:999;height:${LOADING_BAR.heightPx}px;width:0;opacity:0;pointer-events:none;background:linear-gradient(90deg,#22c55e,#8b5cf6);transition:width .2s ease,opacity .3s ease`
  doc.body.append(bar)
  let progress = 0
  let timers: ReturnType<typeof setTimeout>[] = []
  let ticker: ReturnType<typeof setInterval> | undefined
  const set = (state: string) => (bar.dataset.state = state)
  const clear = () => {
    timers.forEach(clearTimeout)
    timers = []
    clearInterval(ticker)
  }
  const render = () => (bar.style.width = `${progress}%`)
  set('idle')
  return {
    start(): void {
      clear()
      progress = 0
      set('started')
      timers.push(
        setTimeout(() => {
          bar.style.opacity = '1'
          set('progressing')
          // eases towards 100% over the 2000 ms duration without reaching it
          ticker = setInterval(() => {
            progress += (100 - progress) * (100 / LOADING_BAR.durationMs) * 2
            render()
          }, 100)
        }, LOADING_BAR.throttleMs)
      )
    },
    finish(error = false): void {
      clear()
      const shown = bar.style.opacity === '1'
      set(error ? 'error' : 'finished')
      if (error) bar.style.background = '#ef4444'
      progress = 100
      render()
      if (!shown) bar.style.opacity = '0'
      timers.push(
        setTimeout(
          () => {
            bar.style.opacity = '0'
            set('hidden')
            timers.push(
              setTimeout(() => {
                progress = 0
                render()
                bar.style.background = 'linear-gradient(90deg,#22c55e,#8b5cf6)'
                set('idle')
              }, LOADING_BAR.resetDelayMs)
            )
          },
          shown ? LOADING_BAR.hideDelayMs : 0
        )
      )
    },
    element: bar,
  }
}
export type LoadingBar = ReturnType<typeof createLoadingBar>
