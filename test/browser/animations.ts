import type { Page } from 'playwright-core'

/**
 * Records the Web Animations a page starts from now on (element and duration), so a test can
 * check an overlay's enter animation without racing its 200 ms.
 */
export async function recordAnimations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const start = Element.prototype.animate
    const seen: [Element, unknown][] = ((window as unknown as { seen: unknown }).seen = [])
    Element.prototype.animate = function (keyframes, options) {
      seen.push([this, typeof options === 'object' ? options.duration : options])
      return start.call(this, keyframes, options)
    }
  })
}

/** The durations of the recorded animations of elements that match `selector`. */
export function animationsOf(page: Page, selector: string): Promise<unknown[]> {
  return page.evaluate(
    (match) =>
      (window as unknown as { seen: [Element, unknown][] }).seen
        .filter(([element]) => element.matches(match))
        .map(([, duration]) => duration),
    selector
  )
}
