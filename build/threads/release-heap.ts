import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** V8's `gc()`, made available once (see {@link releaseHeap}). */
let collect: (() => void) | undefined

/**
 * Runs a full garbage collection on this thread, so V8 gives back to the system the heap it grew
 * for data now let go. V8 keeps a heap it grew for a while after its contents went: at 10,000
 * pages the main thread still held the 1.2 GB the content rows had needed (their HTML and markdown)
 * while the search thread built the index beside it, the build's peak. `--expose-gc` set at run
 * time exposes `gc` to contexts made after it, so the build needs no flag on its command line.
 */
export function releaseHeap(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as () => void
  }
  collect()
}
