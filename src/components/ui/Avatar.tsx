/** The initials of a name: first letters of the first and last words ('Amara Nwosu' → 'AN'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? Array.from(word)[0]!.toUpperCase() : ''))
    .join('')
  return letters || '?'
}

/**
 * A round avatar with an initials fallback that needs no script: the initials sit under the
 * image, which has an empty `alt` (the name is next to it), so an image that fails to load is
 * drawn as nothing and the initials show through. Consumers: the team page, module maintainers.
 */
export function Avatar({
  name,
  src,
  size,
  lazy = true,
}: {
  name: string
  src?: string
  /** Width and height in px. */
  size: number
  lazy?: boolean
}) {
  return (
    <span
      className="relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-green-100 font-semibold text-green-800 dark:bg-green-950 dark:text-green-300"
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      data-avatar={name}
    >
      <span aria-hidden="true">{initialsOf(name)}</span>
      {src ? (
        <img
          src={src}
          alt=""
          width={size}
          height={size}
          loading={lazy ? 'lazy' : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  )
}
