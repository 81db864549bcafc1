/**
 * Overlay manager for modals, slide-overs and drawers (spec 4: created, open, closed with a
 * result, unmounted). Consumers: the mobile menu and any modal island. Pure: no DOM.
 */
export const OVERLAY_TIMINGS = {
  /** Modal and slide-over enter/leave animation. */
  modalMs: 200,
  slideoverMs: 200,
  /** Drawer animation (0.5 s), the drag fraction that closes it, and the scroll-lock delay. */
  drawerMs: 500,
  drawerCloseThreshold: 0.25,
  scrollLockTimeoutMs: 100,
} as const

export type OverlayState = 'created' | 'open' | 'closed' | 'unmounted'

interface OverlayEntry<R> {
  state: OverlayState
  resolve?: (result: R | undefined) => void
}

export function createOverlayManager(onChange?: (id: string, state: OverlayState) => void) {
  const overlays = new Map<string, OverlayEntry<unknown>>()
  const get = (id: string) => {
    const entry = overlays.get(id)
    if (!entry || entry.state === 'unmounted') throw new Error('Overlay not found')
    return entry
  }
  const set = (id: string, entry: OverlayEntry<unknown>, state: OverlayState) => {
    entry.state = state
    onChange?.(id, state)
  }
  return {
    create(id: string): void {
      const entry: OverlayEntry<unknown> = { state: 'created' }
      overlays.set(id, entry)
      onChange?.(id, 'created')
    },
    /** Opens an overlay; resolves with the result it is closed with. */
    open<R = unknown>(id: string): Promise<R | undefined> {
      const entry = get(id)
      entry.resolve?.(undefined)
      set(id, entry, 'open')
      return new Promise((resolve) => (entry.resolve = resolve as (result: unknown) => void))
    },
    close<R = unknown>(id: string, result?: R): void {
      const entry = get(id)
      if (entry.state !== 'open') return
      set(id, entry, 'closed')
      entry.resolve?.(result)
      entry.resolve = undefined
    },
    unmount(id: string): void {
      const entry = get(id)
      entry.resolve?.(undefined)
      set(id, entry, 'unmounted')
      overlays.delete(id)
    },
    isOpen(id: string): boolean {
      return overlays.get(id)?.state === 'open'
    },
  }
}
export type OverlayManager = ReturnType<typeof createOverlayManager>
