import { useEffect, useRef, useState } from 'react'
import { FIRST_PAGE_SIZE, NEXT_PAGE_SIZE, visibleCount } from '../../shared/modules/filter'

/** True when the element after the sentinel (the 'Show more' link) is wholly on the screen. */
function followerInView(sentinel: Element): boolean {
  const follower = sentinel.nextElementSibling
  return follower ? follower.getBoundingClientRect().bottom <= window.innerHeight : false
}

/**
 * How many cards show: the server's page at first, the first 18 again after each change
 * (`reset`), 9 more on `more()` and whenever the sentinel (attach `sentinel`) comes into view.
 * The sentinel is watched only once hydrated with the filtered `list` (null before it loads); it
 * adds cards only while the link after it is not wholly on the screen, so what the reader sees
 * below the list (the link, the footer) does not move.
 */
export function useVisibleCount(page: number, list: readonly unknown[] | null, hydrated: boolean) {
  const [visible, setVisible] = useState(visibleCount(page))
  const sentinel = useRef<HTMLDivElement>(null)
  const more = () => setVisible((count) => count + NEXT_PAGE_SIZE)
  useEffect(() => {
    const target = sentinel.current
    if (!hydrated || !list || !target || visible >= list.length) return
    if (!('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        // more cards while the end approaches; a reader who already sees what follows the list
        // (the 'Show more' link, the footer) asks with the link: appending then would push what
        // they look at down the screen (a layout shift, build/tools/bench/cls.ts)
        if (entries.some((entry) => entry.isIntersecting) && !followerInView(target)) more()
      },
      { rootMargin: '200px 0px' }
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hydrated, list, visible])
  return { visible, sentinel, more, reset: () => setVisible(FIRST_PAGE_SIZE) }
}
