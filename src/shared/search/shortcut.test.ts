import { describe, expect, it } from 'vitest'
import { isMacPlatform, isSearchShortcut } from './shortcut'

const keys = (patch: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
  key: 'k',
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...patch,
})

describe('search shortcut', () => {
  it('opens with Meta+K on every platform', () => {
    expect(isSearchShortcut(keys({ metaKey: true }), true)).toBe(true)
    expect(isSearchShortcut(keys({ metaKey: true }), false)).toBe(true)
    expect(isSearchShortcut(keys({ key: 'K', metaKey: true }), false)).toBe(true)
  })

  it('opens with Ctrl+K off macOS only', () => {
    expect(isSearchShortcut(keys({ ctrlKey: true }), false)).toBe(true)
    expect(isSearchShortcut(keys({ ctrlKey: true }), true)).toBe(false)
  })

  it('ignores other keys and extra modifiers', () => {
    expect(isSearchShortcut(keys({}), false)).toBe(false)
    expect(isSearchShortcut(keys({ key: 'j', metaKey: true }), false)).toBe(false)
    expect(isSearchShortcut(keys({ metaKey: true, shiftKey: true }), false)).toBe(false)
    expect(isSearchShortcut(keys({ ctrlKey: true, altKey: true }), false)).toBe(false)
  })

  it.each<[Parameters<typeof isMacPlatform>[0], boolean]>([
    ['MacIntel', true],
    ['macOS', true],
    ['iPhone', true],
    ['Linux x86_64', false],
    ['Win32', false],
    [{ userAgentData: { platform: 'macOS' }, platform: 'Linux x86_64' }, true],
    [{ platform: '', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, false],
  ])('recognises macOS and iOS platforms: %j → %s', (platform, mac) => {
    expect(isMacPlatform(platform)).toBe(mac)
  })
})
