import type { ToastInput } from '../../shared/ui/toast-queue'

/**
 * Raises a toast: the `aster:toast` window event the Toaster island listens to (the boot script
 * keeps those raised before it hydrated). Consumers: the islands that report a copy or a form.
 */
export function raiseToast(toast: ToastInput): void {
  window.dispatchEvent(new CustomEvent('aster:toast', { detail: toast }))
}
