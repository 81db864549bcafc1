import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { splitSlots } from './slots'
import { Summary } from './Summary'

/** Props of {@link Details}. */
export interface DetailsProps {
  /** Starts open. */
  open?: boolean
  children?: ReactNode
}

/** Shown when neither a `#summary` slot nor a `:summary` child labels the disclosure. */
const DEFAULT_SUMMARY = 'Details'

/**
 * A native disclosure (`<details>`, no script needed): the `#summary` slot or a `:summary` child
 * is the always visible label, the rest is hidden until opened.
 */
export function Details({ open, children }: DetailsProps) {
  const { slots, rest } = splitSlots(children)
  let summary: ReactNode = slots.summary
  const body: ReactNode[] = []
  for (const child of rest) {
    if (summary === undefined && isValidElement(child) && child.type === Summary) {
      summary = (child as ReactElement<{ children?: ReactNode }>).props.children
    } else body.push(child)
  }
  const empty = Children.toArray(summary).length === 0
  return (
    <details
      className="details group my-5 rounded-md border border-slate-200 dark:border-slate-800"
      open={open || undefined}
    >
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md px-4 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-900 [&::-webkit-details-marker]:hidden">
        <span
          className="i-lucide-chevron-right size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-90 dark:text-slate-400"
          aria-hidden="true"
        />
        {empty ? DEFAULT_SUMMARY : summary}
      </summary>
      <div className="border-t border-slate-200 px-4 py-3 dark:border-slate-800 [&>:first-child]:mt-0 [&>:last-child]:mb-0">
        {body}
      </div>
    </details>
  )
}
