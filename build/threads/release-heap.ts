import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** V8's `gc()`, made available once (see {@link releaseHeap}). */
let collect:
  ((options: { type: 'major'; execution: 'sync'; flavor?: 'last-resort' }) => void) | undefined

/** V8's `gc`, exposed once: `--expose-gc` set at run time exposes it to contexts made after it. */
function exposedGc(): NonNullable<typeof collect> {
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as typeof collect
  }
  return collect!
}

/**
 * Runs a full garbage collection on this thread, so V8 gives back to the system the heap it grew
 * for data now let go. V8 keeps a heap it grew for a while after its contents went: at 10,000
 * pages the main thread still held the 1.2 GB the content rows had needed (their HTML and markdown)
 * while the search thread built the index beside it, the build's peak. `--expose-gc` set at run
 * time exposes `gc` to contexts made after it, so the build needs no flag on its command line.
 */
export function releaseHeap(): void {
  // a plain full GC emptied the heap but left its pages counted in the RSS (a test of 800 MB of
  // strings let go: 1,206 MB RSS after `gc()`, 386 MB after this one); the "last resort"
  // collection (V8's CollectAllAvailableGarbage) gives the freed pages back to the system
  exposedGc()({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

/**
 * A plain full GC now, to bound a heap that grows on garbage: the main thread of a large site's
 * content step takes every page's compile, caches it and spills it (content/row-statements.ts),
 * and V8, collecting lazily, let its heap grow to about 900 MB for 150 MB of live data at 10,000
 * pages. Collected every so many pages, the heap reuses its pages instead of growing.
 */
export function collectGarbage(): void {
  exposedGc()({ type: 'major', execution: 'sync' })
}

/** Data let go below this size is not worth a full GC (about 10 ms for a small heap). */
const RELEASE_BYTES = 64 * 1024 * 1024

/**
 * {@link releaseHeap} when `bytes` were just let go and they are worth it: the search sections
 * packed on the main thread (their parts), unpacked on the search thread (the packed buffer).
 */
export function releaseHeapAfter(bytes: number): void {
  if (bytes > RELEASE_BYTES) releaseHeap()
}
