import type { ReactNode } from 'react'
import { BADGE_CLASSES, type ContentColor } from './colors'

/** Props of {@link Badge}: text from `:badge[text]` or the `label` prop. */
export interface BadgeProps {
  label?: string
  /** Defaults to `primary`. */
  color?: ContentColor
  children?: ReactNode
}

/** A small inline label, e.g. `:badge[New]{color="important"}`. */
export function Badge({ label, color = 'primary', children }: BadgeProps) {
  return (
    <span
      className={`badge inline-flex items-center rounded-md px-1.5 py-0.5 align-middle text-xs font-medium ${BADGE_CLASSES[color]}`}
    >
      {children ?? label}
    </span>
  )
}
