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
  if (logoIcon) return <span className={`${logoIcon} ${size} shrink-0`} aria-hidden="true" />
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
