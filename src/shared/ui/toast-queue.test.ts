import { describe, expect, it } from 'vitest'
import { addToast, closeToast, removeToast, TOAST_LIMITS } from './toast-queue'

describe('toast queue', () => {
  it('keeps at most 5 visible, the newest', () => {
    let queue = [] as ReturnType<typeof addToast>
    for (let id = 1; id <= 7; id++) queue = addToast(queue, { title: `t${id}` }, id)
    expect(queue.filter((t) => t.open).map((t) => t.id)).toEqual([3, 4, 5, 6, 7])
    expect(queue.find((t) => t.id === 1)?.open).toBe(false)
  })
  it('defaults to 5000 ms and neutral, closes then removes', () => {
    let queue = addToast([], { title: 'hi', color: 'success' }, 1)
    expect(queue[0]).toMatchObject({ duration: 5000, color: 'success', open: true })
    expect(addToast([], { title: 'x' }, 2)[0]!.color).toBe('neutral')
    queue = closeToast(queue, 1)
    expect(queue[0]!.open).toBe(false)
    expect(removeToast(queue, 1)).toEqual([])
    expect(TOAST_LIMITS).toEqual({ maxVisible: 5, durationMs: 5000, removeDelayMs: 200 })
  })
  it('never removes an open toast', () => {
    const queue = addToast([], { title: 'x' }, 1)
    expect(removeToast(queue, 1)).toHaveLength(1)
  })
})
