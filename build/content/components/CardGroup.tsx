import type { ReactNode } from 'react'

/** A responsive grid of `:::card` children. */
export function CardGroup({ children }: { children?: ReactNode }) {
  return <div className="card-group my-5 grid gap-4 sm:grid-cols-2">{children}</div>
}
