import { linkAttrs } from './link-attrs'

/** Props of {@link ReadMore}. */
export interface ReadMoreProps {
  /** Target page (rewritten into the page's docs version by the build). */
  to?: string
  /** Link text; defaults to the target page's title (an external target: its host). */
  title?: string
  /** Icon class; defaults to the target page's navigation icon, else `i-lucide-bookmark`. */
  icon?: string
  /** Set by the compiler when used inside a paragraph (`:read-more` among text). */
  inline?: boolean
}

/** Default icon of a read-more whose target page has none. */
export const READ_MORE_ICON = 'i-lucide-bookmark'
/** Set on the link (and the icon) of a read-more without a title: the build fills the target's. */
export const READ_MORE_TITLE_ATTR = 'data-title-from'
export const READ_MORE_ICON_ATTR = 'data-icon-from'

/** The label of an external target: its host (`https://example.com/a` → `example.com`). */
function externalHost(to: string): string | undefined {
  if (!/^https?:\/\//i.test(to)) return undefined
  try {
    return new URL(to).host
  } catch {
    return undefined
  }
}

/**
 * "Read more in <title>" pointer to another page, as a block or inline in a sentence. Without a
 * `title`, an external target shows its host and a site page is marked so the build writes the
 * target page's title (and navigation icon) in (build/content/read-more.ts).
 */
export function ReadMore({ to, title, icon, inline }: ReadMoreProps) {
  const host = to ? externalHost(to) : undefined
  const fill = Boolean(to && !title && !host)
  const label = title ?? host ?? to ?? ''
  const iconAttrs = fill && !icon ? { [READ_MORE_ICON_ATTR]: to } : {}
  icon ??= READ_MORE_ICON
  const target = to ? (
    <a
      {...linkAttrs(to)}
      {...(fill ? { [READ_MORE_TITLE_ATTR]: to } : {})}
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
        <span
          className={`${icon} size-4 self-center text-green-600`}
          aria-hidden="true"
          {...iconAttrs}
        />
        <span>Read more in {target}</span>
      </span>
    )
  }
  return (
    <div className="read-more my-5 flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900/60">
      <span
        className={`${icon} size-5 shrink-0 text-green-600 dark:text-green-400`}
        aria-hidden="true"
        {...iconAttrs}
      />
      <p className="my-0">Read more in {target}.</p>
    </div>
  )
}
