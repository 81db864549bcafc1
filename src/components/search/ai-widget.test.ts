import { afterEach, describe, expect, it, vi } from 'vitest'
import { AI_WIDGET_POLL, pollFor } from './ai-widget'
import { toAnswerQuery } from '../../shared/search/answer-query'

afterEach(() => {
  vi.useRealTimers()
})

describe('AI widget polling (every 10 ms, up to 200 tries)', () => {
  it('resolves as soon as the global appears', async () => {
    vi.useFakeTimers()
    let widget: { open: () => void } | undefined
    const read = vi.fn(() => widget)
    const found = pollFor(read)
    await vi.advanceTimersByTimeAsync(50)
    widget = { open: () => {} }
    await vi.advanceTimersByTimeAsync(10)
    await expect(found).resolves.toBe(widget)
    expect(read.mock.calls.length).toBeGreaterThan(5)
  })

  it('gives up after 200 tries at 10 ms', async () => {
    vi.useFakeTimers()
    const read = vi.fn(() => undefined)
    const found = pollFor(read)
    const failed = expect(found).rejects.toThrow('not available after 200 tries every 10 ms')
    await vi.advanceTimersByTimeAsync(AI_WIDGET_POLL.intervalMs * AI_WIDGET_POLL.attempts)
    await failed
    expect(read).toHaveBeenCalledTimes(200)
  })
})

describe('local Ask AI query', () => {
  it('drops question words and punctuation', () => {
    expect(toAnswerQuery('How do I fetch data on the server?')).toBe('fetch data server')
    expect(toAnswerQuery('what is it?')).toBe('what is it')
    // Chinese question words and closing particles leave a word break (no spaces in Chinese)
    expect(toAnswerQuery('如何配置环境变量？')).toBe('配置环境变量')
    expect(toAnswerQuery('自动导入是怎么工作的？')).toBe('自动导入 工作')
    expect(toAnswerQuery('怎么样？')).toBe('怎么样')
    expect(toAnswerQuery('如何获取服务端数据？')).toBe('获取服务端数据')
  })
})
