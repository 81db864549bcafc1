import type { AnchorHTMLAttributes } from 'react'

/** A link to another site: opens in a new tab, never leaks the opener, marked external for the router. */
export function ExternalLink({
  children,
  className,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { 'data-icp'?: string }) {
  return (
    <a
      {...props}
      target="_blank"
      rel="noopener noreferrer"
      data-external=""
      className={
        className ?? 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
      }
    >
      {children}
    </a>
  )
}
