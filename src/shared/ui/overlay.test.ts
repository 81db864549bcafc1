import { describe, expect, it } from 'vitest'
import { createOverlayManager, OVERLAY_TIMINGS } from './overlay'

describe('overlay manager', () => {
  it('goes created → open → closed with a result → unmounted', async () => {
    const states: string[] = []
    const manager = createOverlayManager((id, state) => states.push(`${id}:${state}`))
    manager.create('menu')
    const result = manager.open<string>('menu')
    expect(manager.isOpen('menu')).toBe(true)
    manager.close('menu', 'picked')
    await expect(result).resolves.toBe('picked')
    manager.unmount('menu')
    expect(states).toEqual(['menu:created', 'menu:open', 'menu:closed', 'menu:unmounted'])
  })
  it("throws 'Overlay not found' for a missing or unmounted overlay", () => {
    const manager = createOverlayManager()
    expect(() => manager.open('nope')).toThrow('Overlay not found')
    manager.create('x')
    manager.unmount('x')
    expect(() => manager.close('x')).toThrow('Overlay not found')
  })
  it('has the spec timings', () => {
    expect(OVERLAY_TIMINGS).toMatchObject({
      modalMs: 200,
      slideoverMs: 200,
      drawerMs: 500,
      drawerCloseThreshold: 0.25,
      scrollLockTimeoutMs: 100,
    })
  })
})
