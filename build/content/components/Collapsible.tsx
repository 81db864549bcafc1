import type { ReactNode } from 'react'

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  /** What is hidden: the summary reads `Show <name>` (default `Show properties`). */
  name?: string
  children?: ReactNode
}

/** Content hidden behind a native disclosure (`<details>`), no script needed. */
export function Collapsible({ name = 'properties', children }: CollapsibleProps) {
  return (
    <details className="collapsible group my-5">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white [&::-webkit-details-marker]:hidden">
        <span
          className="i-lucide-chevron-right size-4 transition-transform group-open:rotate-90"
          aria-hidden="true"
        />
        Show {name}
      </summary>
      <div className="mt-2 border-s border-slate-200 ps-4 dark:border-slate-800 [&>:first-child]:mt-0">
        {children}
      </div>
    </details>
  )
}
