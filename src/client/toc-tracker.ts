/** The reading line: a heading is being read once its top has scrolled above this (px). */
const READING_LINE_PX = 120
/** How far above the viewport the 'above the line' region reaches (longer than any page). */
const ABOVE_PX = 1_000_000

/**
 * The heading being read: at the end of the page the last one (it may never reach the reading
 * line), else the last heading (in page order) whose top is above the line, else the first.
 */
export function pickActiveHeading(
  ids: string[],
  above: ReadonlySet<string>,
  atEnd: boolean
): string | undefined {
  if (atEnd) return ids[ids.length - 1]
  let active = ids[0]
  for (const id of ids) if (above.has(id)) active = id
  return active
}

/**
 * Marks the 'On this page' link of the heading being read. IntersectionObserver reports when a
 * heading crosses the reading line (either way) and when the end of the page comes into view, so nothing
 * reads layout: no heading's geometry at start (a forced reflow on long pages), none on scroll.
 * Returns the stop function (the router restarts tracking after each page swap).
 */
export function trackToc(doc: Document): () => void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-toc] a[data-toc-id]')]
  const headings = links
    .map((link) => doc.getElementById(link.dataset.tocId!))
    .filter((el): el is HTMLElement => Boolean(el))
  if (!headings.length) return () => {}
  const ids = headings.map((heading) => heading.id)
  const above = new Set<string>()
  let atEnd = false
  const mark = () => {
    const active = pickActiveHeading(ids, above, atEnd && window.scrollY > 0)
    for (const link of links) {
      const on = link.dataset.tocId === active
      link.toggleAttribute('data-active', on)
      if (on) link.setAttribute('aria-current', 'location')
      else link.removeAttribute('aria-current')
    }
  }
  mark()
  if (!('IntersectionObserver' in window)) return () => {}
  // the root is everything above the reading line (far up, down to the line): a heading is
  // reported whenever it crosses the line, even when a jump skips the viewport in between
  let lines: IntersectionObserver | undefined
  const observeLines = () => {
    lines?.disconnect()
    const bottom = Math.max(0, window.innerHeight - READING_LINE_PX)
    lines = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) above.add(entry.target.id)
          else above.delete(entry.target.id)
        mark()
      },
      { rootMargin: `${ABOVE_PX}px 0px -${bottom}px 0px` }
    )
    for (const heading of headings) lines.observe(heading)
  }
  observeLines()
  window.addEventListener('resize', observeLines, { passive: true })
  // a 1 px marker after the page's content: in view means scrolled to the end
  const end = doc.createElement('div')
  end.setAttribute('aria-hidden', 'true')
  end.style.height = '1px'
  doc.body.append(end)
  const ends = new IntersectionObserver((entries) => {
    atEnd = entries[entries.length - 1]!.isIntersecting
    mark()
  })
  ends.observe(end)
  return () => {
    window.removeEventListener('resize', observeLines)
    lines?.disconnect()
    ends.disconnect()
    end.remove()
  }
}
