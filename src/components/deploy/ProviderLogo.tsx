/**
 * A hosting provider's logo: its icon class, else its image (a site path), else a neutral
 * server icon. Decorative: the provider's name is always written next to it.
 */
export function ProviderLogo({
  logoIcon,
  logoSrc,
  size,
}: {
  logoIcon: string | null
  logoSrc: string | null
  size: 'size-8' | 'size-12'
}) {
  // on a light tile in dark mode: several brand marks are black (Vercel, GitHub, Railway)
  if (logoIcon)
    return (
      <span
        className="inline-flex shrink-0 self-start rounded-md dark:bg-slate-100 dark:p-1"
        aria-hidden="true"
      >
        <span className={`${logoIcon} ${size} block`} />
      </span>
    )
  if (logoSrc)
    return (
      <img
        src={logoSrc}
        alt=""
        width={size === 'size-8' ? 32 : 48}
        height={size === 'size-8' ? 32 : 48}
        loading="lazy"
        className={`${size} shrink-0`}
      />
    )
  return <span className={`i-lucide-server ${size} shrink-0 text-slate-500`} aria-hidden="true" />
}
