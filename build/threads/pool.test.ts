import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTaskPool } from './pool'

/** A thread entry answering each task with its double and the thread that computed it. */
const ENTRY = `
import { parentPort, threadId } from 'node:worker_threads'
parentPort.on('message', ({ id, task }) => {
  if (task < 0) parentPort.postMessage({ id, error: 'negative task' })
  else parentPort.postMessage({ id, result: { value: task * 2, lane: 'thread ' + threadId } })
})
`

type Answer = { value: number; lane: string }

let dir: string
let entry: URL
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'aster-pool-'))
  await writeFile(join(dir, 'double.mjs'), ENTRY)
  entry = pathToFileURL(join(dir, 'double.mjs'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The calling thread's lane: the same answer, computed here after a turn of the event loop. */
const local = async (task: number): Promise<Answer> => {
  await new Promise((resolve) => setTimeout(resolve, 2))
  return { value: task * 2, lane: 'main' }
}

describe('createTaskPool', () => {
  it('shares the tasks between the threads and the calling thread, each result to its task', async () => {
    // the calling thread's lane holds its first task until a thread has answered one, so both
    // lanes take part however slowly the thread starts
    let threadAnswered!: () => void
    const answered = new Promise<void>((resolve) => (threadAnswered = resolve))
    const waitingLocal = async (task: number) => {
      await answered
      return local(task)
    }
    const pool = createTaskPool<number, Answer>(entry, 1, undefined, {
      typescript: false,
      local: waitingLocal,
    })
    const tasks = Array.from({ length: 60 }, (_, index) => index)
    const answers = await Promise.all(
      tasks.map((task) =>
        pool.run(task).then((answer) => {
          if (answer.lane !== 'main') threadAnswered()
          return answer
        })
      )
    )
    await pool.close()
    expect(answers.map((answer) => answer.value)).toEqual(tasks.map((task) => task * 2))
    const lanes = new Set(answers.map((answer) => answer.lane))
    expect(lanes.has('main')).toBe(true)
    expect([...lanes].some((lane) => lane.startsWith('thread '))).toBe(true)
  })

  it('runs tasks on the calling thread while the thread entry is not ready yet', async () => {
    let ready!: (url: URL) => void
    const later = new Promise<URL>((resolve) => (ready = resolve))
    const pool = createTaskPool<number, Answer>(later, 1, undefined, { typescript: false, local })
    const early = await Promise.all([pool.run(1), pool.run(2)])
    expect(early).toEqual([
      { value: 2, lane: 'main' },
      { value: 4, lane: 'main' },
    ])
    ready(entry)
    const rest = await Promise.all(Array.from({ length: 20 }, (_, index) => pool.run(index)))
    await pool.close()
    expect(rest.map((answer) => answer.value)).toEqual(rest.map((_, index) => index * 2))
  })

  it('keeps the calling thread out until `localFrom` settles', async () => {
    let open!: () => void
    const later = new Promise<void>((resolve) => (open = resolve))
    const pool = createTaskPool<number, Answer>(entry, 1, undefined, {
      typescript: false,
      local,
      localFrom: later,
    })
    const before = await Promise.all(Array.from({ length: 8 }, (_, index) => pool.run(index)))
    expect(before.every((answer) => answer.lane.startsWith('thread '))).toBe(true)
    open()
    await later
    const after = await Promise.all(Array.from({ length: 40 }, (_, index) => pool.run(index)))
    await pool.close()
    expect(after.map((answer) => answer.value)).toEqual(after.map((_, index) => index * 2))
  })

  it("rejects a thread's failed task and every task when the entry cannot be had", async () => {
    const pool = createTaskPool<number, Answer>(entry, 1, undefined, { typescript: false })
    await expect(pool.run(-1)).rejects.toThrow('negative task')
    expect(await pool.run(3)).toEqual({ value: 6, lane: expect.stringMatching(/^thread /) })
    await pool.close()
    const broken = createTaskPool<number, Answer>(
      Promise.reject(new Error('bundle failed')),
      1,
      undefined,
      { typescript: false }
    )
    await expect(broken.run(1)).rejects.toThrow('bundle failed')
    await broken.close()
  })
})
