import { readlinkSync } from 'node:fs'
import { getPriority } from 'node:os'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'

const linux = (() => {
  try {
    return readlinkSync('/proc/thread-self').includes('/task/')
  } catch {
    return false
  }
})()

describe('lowerThreadPriority', () => {
  it.runIf(linux)(
    'lowers the calling thread to nice 19 and leaves the process as it was',
    async () => {
      const before = getPriority()
      const code = `
      import { parentPort } from 'node:worker_threads'
      import { readlinkSync } from 'node:fs'
      import { getPriority } from 'node:os'
      const { lowerThreadPriority } = await import(${JSON.stringify(new URL('./priority.ts', import.meta.url).href)})
      const thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
      const was = getPriority(thread)
      lowerThreadPriority()
      parentPort.postMessage({ was, now: getPriority(thread) })
    `
      const worker = new Worker(code, { eval: true, execArgv: ['--import', 'tsx'] })
      const result = await new Promise<{ was: number; now: number }>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      })
      await worker.terminate()
      expect(result).toEqual({ was: before, now: 19 })
      expect(getPriority()).toBe(before)
    }
  )
})
