import { useEffect, useRef, useState } from 'react'
import type { LabelsOf } from '../shared/i18n/pick'
import {
  addToast,
  closeToast,
  removeToast,
  TOAST_LIMITS,
  type Toast,
  type ToastInput,
} from '../shared/ui/toast-queue'

declare global {
  interface Window {
    /** Toasts raised before the toaster hydrated (collected by the boot script). */
    __asterToasts?: ToastInput[]
    /** Set once the toaster listens itself. */
    __asterToasterReady?: boolean
  }
}

const COLORS: Record<Toast['color'], string> = {
  success: 'border-green-500/40 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  error: 'border-red-500/40 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
  neutral:
    'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white',
}

/** The Toaster's strings (picked on the server: src/shared/i18n/pick.ts). */
export const TOASTER_LABEL_KEYS = ['toast.region', 'toast.close'] as const

export interface ToasterProps {
  labels: LabelsOf<typeof TOASTER_LABEL_KEYS>
}

/** Bottom-right toasts; anything can raise one with the `aster:toast` window event. */
export default function Toaster({ labels }: ToasterProps) {
  const [queue, setQueue] = useState<Toast[]>([])
  const nextId = useRef(1)
  useEffect(() => {
    const add = (input: ToastInput) =>
      setQueue((current) => addToast(current, input, nextId.current++))
    window.__asterToasterReady = true
    for (const pending of window.__asterToasts?.splice(0) ?? []) add(pending)
    const onToast = (event: Event) => add((event as CustomEvent<ToastInput>).detail)
    window.addEventListener('aster:toast', onToast)
    return () => window.removeEventListener('aster:toast', onToast)
  }, [])
  const close = (id: number) => setQueue((current) => closeToast(current, id))
  // every closed toast leaves 200 ms later: closed by its button, its timer, or pushed out by
  // the 5-visible limit (addToast), each scheduled once
  const leaving = useRef(new Set<number>())
  useEffect(() => {
    for (const toast of queue) {
      if (toast.open || leaving.current.has(toast.id)) continue
      leaving.current.add(toast.id)
      setTimeout(() => {
        leaving.current.delete(toast.id)
        setQueue((current) => removeToast(current, toast.id))
      }, TOAST_LIMITS.removeDelayMs)
    }
  }, [queue])
  useEffect(() => {
    const timers = queue
      .filter((toast) => toast.open && toast.duration > 0)
      .map((toast) => setTimeout(() => close(toast.id), toast.duration))
    return () => timers.forEach(clearTimeout)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queue.map((toast) => `${toast.id}${toast.open}`).join()])
  return (
    <section
      aria-live="polite"
      aria-label={labels['toast.region']}
      className="pointer-events-none fixed bottom-4 right-4 z-[100] flex w-80 flex-col gap-2"
      data-toaster=""
    >
      {queue.map((toast) => (
        <div
          key={toast.id}
          role="status"
          data-toast={toast.color}
          data-state={toast.open ? 'open' : 'closed'}
          className={`flex items-start gap-3 rounded-lg border p-3 shadow-lg transition duration-200 ${COLORS[toast.color]} ${toast.open ? 'pointer-events-auto opacity-100' : 'pointer-events-none translate-x-4 opacity-0'}`}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{toast.title}</p>
            {toast.description ? (
              <p className="mt-0.5 text-sm opacity-80">{toast.description}</p>
            ) : null}
          </div>
          <button
            type="button"
            aria-label={labels['toast.close']}
            onClick={() => close(toast.id)}
            className="i-lucide-x size-4 opacity-60 hover:opacity-100"
          />
        </div>
      ))}
    </section>
  )
}
