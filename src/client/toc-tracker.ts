/** The reading line: a heading is being read once its top has scrolled above this (px). */
const READING_LINE_PX = 120

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
 * heading crosses the reading line and when the end of the page comes into view, so nothing
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
  // the root shrunk to below the reading line: a heading leaving it upwards is above the line
  const lines = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const line = entry.rootBounds?.top ?? READING_LINE_PX
        if (!entry.isIntersecting && entry.boundingClientRect.top < line) above.add(entry.target.id)
        else above.delete(entry.target.id)
      }
      mark()
    },
    { rootMargin: `-${READING_LINE_PX}px 0px 0px 0px` }
  )
  for (const heading of headings) lines.observe(heading)
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
    lines.disconnect()
    ends.disconnect()
    end.remove()
  }
}
