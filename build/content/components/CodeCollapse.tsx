import type { ReactNode } from 'react'

/** English at build time, like the copy button label of CodeBlock. */
const EXPAND_LABEL = 'Expand code'
const COLLAPSE_LABEL = 'Collapse code'

/**
 * Long code cut to a fixed height with a fade, and a native toggle under it, no script needed:
 * the toggle is a `<details>` whose `<summary>` is the button (keyboard and screen readers get
 * its expanded state), and the wrapper lifts the height limit while it is open (`:has`). The code
 * stays in the document while collapsed, so search in page, copy and screen readers see it all.
 */
export function CodeCollapse({ children }: { children?: ReactNode }) {
  return (
    <div className="code-collapse my-5 [&:has(>details[open])>div]:max-h-none [&:has(>details[open])>div]:after:hidden">
      <div className="relative max-h-80 overflow-hidden rounded-md after:pointer-events-none after:absolute after:inset-x-0 after:bottom-0 after:h-16 after:rounded-b-md after:bg-gradient-to-t after:from-slate-50 after:content-[''] dark:after:from-[#0b1030] [&>*]:my-0">
        {children}
      </div>
      <details className="group">
        <summary className="mx-auto mt-2 flex w-fit cursor-pointer list-none items-center gap-1 rounded-md px-2.5 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white [&::-webkit-details-marker]:hidden">
          <span
            className="i-lucide-chevron-down size-4 transition-transform group-open:rotate-180"
            aria-hidden="true"
          />
          <span className="group-open:hidden">{EXPAND_LABEL}</span>
          <span className="hidden group-open:inline">{COLLAPSE_LABEL}</span>
        </summary>
      </details>
    </div>
  )
}
