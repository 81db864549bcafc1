/** `4.1.3` → `4.1`; anything unreadable → null (the header's release badge is then hidden). */
export function toMajorMinor(version: string | null | undefined): string | null {
  const match = version ? /^v?(\d+)\.(\d+)/.exec(version) : null
  return match ? `${match[1]}.${match[2]}` : null
}

/** 12345 → '12K' (en) / '1.2万' (zh-CN); null → '...' (still loading or unknown). */
export function formatStars(stars: number | null | undefined, locale: string): string {
  if (stars === null || stars === undefined || !Number.isFinite(stars)) return '...'
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    stars
  )
}
