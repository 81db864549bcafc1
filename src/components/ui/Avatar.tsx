/** The initials of a name: first letters of the first and last words ('Lena Marchetti' → 'LM'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = [...(words[0] ?? '?')][0] ?? '?'
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : ''
  return `${first}${last}`.toUpperCase()
}

/**
 * A round avatar: the image when it is a file of the site (a site path), otherwise the
 * initials on a tinted disc, so a missing or remote picture never shows as a broken image.
 * The image's alt is empty: the name is always written beside it.
 */
export function Avatar({
  name,
  src,
  size,
  lazy,
}: {
  name: string
  src?: string
  size: 28 | 40 | 48
  lazy: boolean
}) {
  const box = { width: size, height: size }
  if (src?.startsWith('/'))
    return (
      <img
        src={src}
        alt=""
        {...box}
        loading={lazy ? 'lazy' : undefined}
        className="shrink-0 rounded-full bg-slate-200 ring-2 ring-white dark:bg-slate-800 dark:ring-slate-950"
        data-avatar={name}
      />
    )
  return (
    <span
      style={box}
      className="inline-flex shrink-0 items-center justify-center rounded-full bg-green-100 text-xs font-semibold text-green-900 ring-2 ring-white dark:bg-green-900 dark:text-green-100 dark:ring-slate-950"
      aria-hidden="true"
      data-avatar={name}
    >
      {initialsOf(name)}
    </span>
  )
}
