import { OVERLAY_TIMINGS } from '../shared/ui/overlay'

/**
 * A ref callback that fades an overlay in over the modal animation's 200 ms (spec 9:
 * `OVERLAY_TIMINGS.modalMs`) when it mounts. The Web Animations API needs no keyframes in the
 * site's stylesheet, which is kept small for the first paint. A visitor who asks for less motion
 * gets the overlay at once. Consumers: the mobile menu and the search palette.
 */
export function fadeIn(element: HTMLElement | null): void {
  if (!element || typeof element.animate !== 'function') return
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
  element.animate([{ opacity: 0 }, { opacity: 1 }], {
    duration: OVERLAY_TIMINGS.modalMs,
    easing: 'ease-out',
  })
}
