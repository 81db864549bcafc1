import { useEffect, useRef, useState } from 'react'
import { FIRST_PAGE_SIZE, NEXT_PAGE_SIZE, visibleCount } from '../../shared/modules/filter'

/**
 * How many cards show: the server's page at first, the first 18 again after each change
 * (`reset`), 9 more on `more()` and whenever the sentinel (attach `sentinel`) comes into view.
 * The sentinel is watched only once hydrated with the filtered `list` (null before it loads).
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
        if (entries.some((entry) => entry.isIntersecting)) more()
      },
      { rootMargin: '200px 0px' }
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [hydrated, list, visible])
  return { visible, sentinel, more, reset: () => setVisible(FIRST_PAGE_SIZE) }
}
