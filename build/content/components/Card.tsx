import type { ReactNode } from 'react'
import { linkAttrs } from './link-attrs'

/** Props of {@link Card}; the description is the default slot. */
export interface CardProps {
  title?: string
  /** Icon class, e.g. `i-lucide-zap`. */
  icon?: string
  /** Makes the whole card a link (the title link is stretched over the card). */
  to?: string
  /** `_blank` to open in a new tab (external links always do). */
  target?: string
  children?: ReactNode
}

/** A bordered card with an optional icon, title and link. */
export function Card({ title, icon, to, target, children }: CardProps) {
  const stretched = "after:absolute after:inset-0 after:content-['']"
  return (
    <div className="card group relative my-2 rounded-md border border-slate-200 p-4 transition-colors hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900/60">
      {icon && (
        <span
          className={`${icon} mb-2 block size-6 text-green-600 dark:text-green-400`}
          aria-hidden="true"
        />
      )}
      {title && (
        <p className="my-0 font-semibold text-slate-900 dark:text-white">
          {to ? (
            <a {...linkAttrs(to, target)} className={stretched}>
              {title}
            </a>
          ) : (
            title
          )}
        </p>
      )}
      {to && !title && <a {...linkAttrs(to, target)} className={stretched} aria-label={to} />}
      <div className="mt-1 text-sm text-slate-600 dark:text-slate-400 [&>:first-child]:mt-0 [&>:last-child]:mb-0">
        {children}
      </div>
    </div>
  )
}
