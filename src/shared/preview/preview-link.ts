import { MAX_PREVIEW_TTL_S } from './token'

/**
 * Preview links (`/api/_preview?token=&to=`), as the admin Drafts screen and `npm run
 * preview-link` print them, and the lifetimes an editor picks from. No crypto here: the token
 * comes from ./token.ts.
 */

/** The lifetimes the Drafts screen offers (`?ttl=`); the first is the default (a week). */
export const PREVIEW_TTL_CHOICES = ['7d', '3d', '1d', '1h'] as const
export type PreviewTtlChoice = (typeof PREVIEW_TTL_CHOICES)[number]

/** Whole seconds of a ttl written `90s`, `45m`, `12h` or `3d` (at most a week); undefined if not. */
export function parsePreviewTtl(text: string): number | undefined {
  const match = /^(\d{1,7})([smhd])$/.exec(text.trim())
  if (!match) return undefined
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as 's' | 'm' | 'h' | 'd']
  const seconds = Number(match[1]) * unit
  return seconds >= 1 && seconds <= MAX_PREVIEW_TTL_S ? seconds : undefined
}

/** The link that enters preview mode on `origin` and lands on `path` (a path of the site). */
export function previewLink(origin: string, token: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/api/_preview?${new URLSearchParams({ token, to: path })}`
}
