import type { ReactNode } from 'react'

/** Props of a named slot (`#title` inside a block component). */
export interface ContentSlotProps {
  name: string
  children?: ReactNode
}

/**
 * A named MDC slot. It renders its children as is; a component that supports slots picks them
 * out of its children with `splitSlots` and places them itself.
 */
export function ContentSlot({ children }: ContentSlotProps) {
  return <>{children}</>
}
