/**
 * Toast queue rules (spec 4 and 9): at most 5 visible (the newest kept), 5000 ms by default,
 * closed toasts (open false) removed 200 ms later. Consumers: the Toaster island. Pure.
 */
export const TOAST_LIMITS = { maxVisible: 5, durationMs: 5000, removeDelayMs: 200 } as const

export interface Toast {
  id: number
  open: boolean
  title: string
  description?: string
  color: 'success' | 'error' | 'neutral'
  /** ms before it closes by itself; 0 keeps it until closed. */
  duration: number
}

export type ToastInput = Partial<Omit<Toast, 'id' | 'open'>> & { title: string }

/** Adds a toast; when more than 5 would be open, the oldest open ones close. */
export function addToast(queue: Toast[], input: ToastInput, id: number): Toast[] {
  const toast: Toast = {
    id,
    open: true,
    title: input.title,
    description: input.description,
    color: input.color ?? 'neutral',
    duration: input.duration ?? TOAST_LIMITS.durationMs,
  }
  const next = [...queue, toast]
  let excess = next.filter((item) => item.open).length - TOAST_LIMITS.maxVisible
  return next.map((item) => (item.open && excess-- > 0 ? { ...item, open: false } : item))
}

/** Marks a toast closed (it stays for the leave animation). */
export function closeToast(queue: Toast[], id: number): Toast[] {
  return queue.map((item) => (item.id === id ? { ...item, open: false } : item))
}

/** Drops a closed toast (called 200 ms after it closed). */
export function removeToast(queue: Toast[], id: number): Toast[] {
  return queue.filter((item) => item.id !== id || item.open)
}
