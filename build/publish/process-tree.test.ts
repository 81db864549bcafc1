import { describe, expect, it } from 'vitest'
import { readCpuMs, readMemory } from './process-tree'

describe('process figures from /proc', () => {
  it('readCpuMs grows with the CPU a process burns and is undefined for no process', () => {
    const before = readCpuMs(process.pid)
    expect(before).toBeGreaterThanOrEqual(0)
    // busy for at least 200 ms of CPU (20 clock ticks): the reading must move
    const start = process.cpuUsage()
    let spin = 0
    while (process.cpuUsage(start).user < 200_000) spin += Math.sqrt(spin + 1)
    expect(spin).toBeGreaterThan(0)
    expect(readCpuMs(process.pid)! - before!).toBeGreaterThanOrEqual(100)
    expect(readCpuMs(2 ** 22 + 1)).toBeUndefined()
  })

  it('readMemory reads the resident size of a live process', () => {
    expect(readMemory(process.pid)!.rssMb).toBeGreaterThan(1)
  })
})
