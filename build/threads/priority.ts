import { readlinkSync } from 'node:fs'
import { setPriority } from 'node:os'

/**
 * Lowers the calling thread's CPU priority to the lowest (nice 19), for a thread whose result is
 * wanted only at the end of the build: it then runs when a core would be idle (while the build
 * starts, and beside the search index at the end) instead of taking the cores from the pages'
 * compile. On Linux each thread has its own nice value (`/proc/thread-self` names the thread);
 * elsewhere, or when it is refused, nothing changes.
 */
export function lowerThreadPriority(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
    if (Number.isInteger(thread) && thread > 0) setPriority(thread, 19)
  } catch {
    // not Linux: the thread keeps the process's priority
  }
}
