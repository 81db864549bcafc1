import { describe, expect, it, vi } from 'vitest'
import { StepGraph } from './step-graph'

/** A promise and its resolver, to hold a step open while the test looks. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

describe('StepGraph', () => {
  it('runs independent steps side by side and a step once its inputs are done', async () => {
    const log: string[] = []
    const a = gate()
    const results = await new StepGraph()
      .step('a', [], async () => {
        log.push('a start')
        await a.opened
        log.push('a end')
        return 1
      })
      .step('b', [], () => {
        log.push('b')
        a.open()
        return 2
      })
      .step('sum', ['a', 'b'], ({ a, b }) => {
        log.push('sum')
        return a + b
      })
      .run()
    expect(results.sum).toBe(3)
    expect(log).toEqual(['a start', 'b', 'a end', 'sum'])
  })

  it('on a failure starts nothing new, lets running steps settle, closes resources, then throws', async () => {
    const log: string[] = []
    const slow = gate()
    const run = new StepGraph()
      .resource('thread', [], ['late'], () => ({ close: () => void log.push('closed') }))
      .step('slow', [], async () => {
        await slow.opened
        log.push('slow settled')
      })
      .step('broken', [], async () => {
        throw new Error('no such file')
      })
      .step('late', ['slow'], () => {
        log.push('late ran')
      })
      .run()
    setTimeout(slow.open, 20)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(run).rejects.toThrow('no such file')
    expect(log).toEqual(['slow settled', 'closed'])
  })

  it('reports every failed step, in declaration order, and a single failure as thrown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    class ReportError extends Error {}
    const single = new StepGraph()
      .step('content', [], () => {
        throw new ReportError('2 content error(s)')
      })
      .run()
    await expect(single).rejects.toBeInstanceOf(ReportError)
    const both = new StepGraph()
      .step('content', [], async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        throw new Error('broken link')
      })
      .step('modules', [], () => {
        throw new Error('missing framework file')
      })
      .run()
    await expect(both).rejects.toThrow(
      /2 steps failed:\n\n✗ content: broken link\n\n✗ modules: missing framework file/
    )
  })

  it('closes a resource once the steps it serves settled, before the rest of the build ends', async () => {
    const log: string[] = []
    await new StepGraph()
      .resource('highlighter', [], ['pages'], () => ({
        close: () => void log.push('close shiki'),
      }))
      .step('pages', ['highlighter'], () => {
        log.push('pages')
      })
      .step('search', ['pages'], async () => {
        await new Promise((resolve) => setTimeout(resolve, 10))
        log.push('search')
      })
      .run()
    expect(log).toEqual(['pages', 'close shiki', 'search'])
  })

  it('gives a running step the settled and wait of steps it does not list', async () => {
    const results = await new StepGraph()
      .step('sql', [], async () => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        return 'rows written'
      })
      .step('search', [], async (_, { wait, settled }) => {
        await settled('sql')
        return `after ${await wait<string>('sql')}`
      })
      .run()
    expect(results.search).toBe('after rows written')
  })

  it('refuses steps that name what is not declared before them, or twice', () => {
    expect(() => new StepGraph().step('a', [], () => 1).step('a', [], () => 2)).toThrow(
      'step "a" is declared twice'
    )
    expect(() => new StepGraph().step('a', ['b' as never], () => 1)).toThrow(
      'step "a" runs after "b", which is not declared before it'
    )
  })

  it('prints a line for a step with a detail, and ✗ for a failed one', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    await new StepGraph()
      .step('quiet', [], () => 1)
      .step(
        'modules',
        [],
        () => 68,
        (count) => `${count} modules`
      )
      .run()
    expect(printed.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringMatching(/^✓ modules {10}68 modules {27}\d+\.\d\d s$/),
    ])
  })
})
