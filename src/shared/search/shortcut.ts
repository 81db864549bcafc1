/**
 * The palette's keyboard shortcut (spec 2 and 9: Meta+K; Ctrl+K too off macOS, where Ctrl+K
 * edits text). Consumers: the palette island (src/islands/SearchPalette.tsx) and the boot
 * script's early trigger (src/client/search-trigger.ts), which must agree on what opens it.
 */

/** The fields of a keyboard event the shortcut reads. */
export interface ShortcutKeys {
  key: string
  metaKey: boolean
  ctrlKey: boolean
  altKey: boolean
  shiftKey: boolean
}

const MAC_RE = /mac|iphone|ipad|ipod/i

/** What the shortcut reads of `navigator` (passed in: this module stays free of DOM types). */
export interface NavigatorLike {
  platform?: string
  userAgent?: string
  userAgentData?: { platform?: string }
}

/** True for a macOS or iOS platform string, or a navigator on one. */
export function isMacPlatform(platform: string | NavigatorLike): boolean {
  const text =
    typeof platform === 'string'
      ? platform
      : platform.userAgentData?.platform || platform.platform || platform.userAgent || ''
  return MAC_RE.test(text)
}

/** True when the keys open (or close) the palette: Meta+K everywhere, Ctrl+K off macOS. */
export function isSearchShortcut(event: ShortcutKeys, mac: boolean): boolean {
  if (event.key.toLowerCase() !== 'k' || event.altKey || event.shiftKey) return false
  return event.metaKey || (!mac && event.ctrlKey)
}
