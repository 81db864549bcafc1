/** Small helpers of the content step: page paths from file segments, and bounded concurrency. */

/**
 * A file or folder name as a browser sends it in a URL path: spaces and non-ASCII
 * percent-encoded, the sub-delimiters (`$`, `@`, `+`, ...) as they are.
 */
export function encodePathSegment(segment: string): string {
  return encodeURIComponent(segment).replace(
    /%(24|26|2B|2C|3B|3D|3A|40|21|27|28|29|2A)/g,
    (escape) => decodeURIComponent(escape)
  )
}

/** `/docs/4.x` + [guide, intro] → `/docs/4.x/guide/intro`; `/` + [] → `/`. */
export function joinPath(base: string, segments: string[]): string {
  const joined = [base.replace(/\/$/, ''), ...segments].join('/')
  return joined === '' ? '/' : joined
}

/** Maps items with at most `limit` calls in flight; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  map: (item: T, index: number) => Promise<R>
): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await map(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  return results
}
