import { linkAttrs } from './link-attrs'

/** Props of {@link ReadMore}. */
export interface ReadMoreProps {
  /** Target page (rewritten into the page's docs version by the build). */
  to?: string
  /** Link text; defaults to the target path. */
  title?: string
  /** Icon class; defaults to `i-lucide-bookmark`. */
  icon?: string
  /** Set by the compiler when used inside a paragraph (`:read-more` among text). */
  inline?: boolean
}

/** "Read more in <title>" pointer to another page, as a block or inline in a sentence. */
export function ReadMore({ to, title, icon = 'i-lucide-bookmark', inline }: ReadMoreProps) {
  const label = title ?? to ?? ''
  const target = to ? (
    <a
      {...linkAttrs(to)}
      className="font-semibold text-green-700 underline-offset-4 hover:underline dark:text-green-400"
    >
      {label}
    </a>
  ) : (
    <span className="font-semibold">{label}</span>
  )
  if (inline) {
    return (
      <span className="read-more inline-flex items-baseline gap-1">
        <span className={`${icon} size-4 self-center text-green-600`} aria-hidden="true" />
        <span>Read more in {target}</span>
      </span>
    )
  }
  return (
    <div className="read-more my-5 flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900/60">
      <span
        className={`${icon} size-5 shrink-0 text-green-600 dark:text-green-400`}
        aria-hidden="true"
      />
      <p className="my-0">Read more in {target}.</p>
    </div>
  )
}
