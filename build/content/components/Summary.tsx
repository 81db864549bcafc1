import type { ReactNode } from 'react'

/**
 * The label of a `::details` written as a child component (`:summary[Label]` or `:::summary`).
 * It renders its children as is; {@link Details} picks it out of its children and places it.
 */
export function Summary({ children }: { children?: ReactNode }) {
  return <>{children}</>
}
