/**
 * The build's steps and what each waits for, declared once (build/index.ts): a step starts as
 * soon as the steps it names in `after` have succeeded, so independent steps run side by side;
 * a resource (a thread, a service) is opened the same way and closed once the steps it serves
 * have settled. Each step is timed and printed (`✓ name  detail  0.8 s`, or `✗ name`). When one
 * fails, nothing new starts, every step still running settles (none is left writing into a
 * folder the caller removes next), every open resource closes, and the first error is thrown.
 */

/** What a running step may ask of the graph besides its inputs. */
export interface StepContext {
  /** Resolves once these steps have settled (done, failed or skipped): work that only wants them out of the way. */
  settled(...names: string[]): Promise<void>
  /** A step's result, when whether it is needed is known only while running (a size threshold). */
  wait<T = unknown>(name: string): Promise<T>
}

/** What a resource is: something to close once the steps it serves are done. */
export interface Closable {
  close(): Promise<void> | void
}

interface Node {
  name: string
  after: readonly string[]
  run: (inputs: Record<string, unknown>, context: StepContext) => Promise<unknown>
  detail?: (result: never) => string
  close?: (value: never) => Promise<void> | void
  until?: readonly string[]
}

/** One step's fate: its result once it succeeded, or why not. */
interface Outcome {
  settled: Promise<void>
  result: Promise<unknown>
}

/** The steps of a build, added in order (a step may only name steps added before it in `after`). */
export class StepGraph<Results extends Record<string, unknown> = Record<never, never>> {
  private readonly nodes: Node[] = []

  /**
   * Adds a step that starts once the steps named in `after` (declared before it) succeeded; `run`
   * gets their results. With `detail` (its summary) the step prints a line; without, only a failure.
   */
  step<Name extends string, Result, const After extends keyof Results & string = never>(
    name: Name,
    after: readonly After[],
    run: (inputs: Pick<Results, After>, context: StepContext) => Promise<Result> | Result,
    detail?: (result: Result) => string
  ): StepGraph<Results & Record<Name, Result>> {
    this.add({
      name,
      after,
      run: async (inputs, context) => run(inputs as Pick<Results, After>, context),
      detail: detail as Node['detail'],
    })
    return this as unknown as StepGraph<Results & Record<Name, Result>>
  }

  /**
   * Adds a resource (a thread, a service): opened like a step once its `after` steps succeeded,
   * closed once the steps it serves (`until`, declared anywhere) have settled, or at the end.
   */
  resource<
    Name extends string,
    Value extends Closable | undefined,
    const After extends keyof Results & string = never,
  >(
    name: Name,
    after: readonly After[],
    until: readonly string[],
    open: (inputs: Pick<Results, After>) => Promise<Value> | Value
  ): StepGraph<Results & Record<Name, Value>> {
    this.add({
      name,
      after,
      run: async (inputs) => open(inputs as Pick<Results, After>),
      close: (value: Closable | undefined) => value?.close(),
      until,
    })
    return this as unknown as StepGraph<Results & Record<Name, Value>>
  }

  private add(node: Node): void {
    if (this.nodes.some((other) => other.name === node.name))
      throw new Error(`step "${node.name}" is declared twice`)
    for (const name of node.after)
      if (!this.nodes.some((other) => other.name === name))
        throw new Error(`step "${node.name}" runs after "${name}", which is not declared before it`)
    this.nodes.push(node)
  }

  /** Runs every step; resolves to all results, or throws the first failure once all settled. */
  async run(): Promise<Results> {
    const names = new Set(this.nodes.map((node) => node.name))
    for (const node of this.nodes)
      for (const name of node.until ?? [])
        if (!names.has(name))
          throw new Error(`resource "${node.name}" serves unknown step "${name}"`)
    const outcomes = new Map<string, Outcome>()
    /** Each failure once, with the step that raised it (a dependent rethrows the same error). */
    const failures: unknown[] = []
    const failedSteps: string[] = []
    const closing: Promise<void>[] = []
    const outcome = (name: string) => {
      const found = outcomes.get(name)
      if (!found) throw new Error(`no step "${name}"`)
      return found
    }
    const context: StepContext = {
      settled: async (...list) => {
        await Promise.all(list.map((name) => outcome(name).settled))
      },
      wait: async <T>(name: string) => (await outcome(name).result) as T,
    }
    for (const node of this.nodes) {
      const result = (async () => {
        const inputs = await Promise.all(node.after.map((name) => outcome(name).result))
        if (failures.length) throw SKIPPED
        return timed(node, () =>
          node.run(Object.fromEntries(node.after.map((name, i) => [name, inputs[i]])), context)
        )
      })()
      const settled = result.then(
        () => undefined,
        (error: unknown) => {
          if (error === SKIPPED || failures.includes(error)) return
          failures.push(error)
          failedSteps.push(node.name)
        }
      )
      outcomes.set(node.name, { result, settled })
    }
    // each resource closes once the steps it serves have settled, or at once when it is not needed
    for (const node of this.nodes.filter((n) => n.close)) {
      const { result } = outcome(node.name)
      closing.push(
        context.settled(...node.until!).then(async () => {
          const value = await result.catch(() => NOT_OPENED)
          if (value !== NOT_OPENED) await node.close!(value as never)
        })
      )
    }
    await Promise.all([...outcomes.values()].map((o) => o.settled))
    const closed = await Promise.allSettled(closing)
    for (const close of closed)
      if (close.status === 'rejected') {
        failures.push(close.reason)
        failedSteps.push('closing a resource')
      }
    if (failures.length) throw combine(failures, failedSteps, this.nodes)
    return Object.fromEntries(
      await Promise.all(
        this.nodes.map(async (node) => [node.name, await outcome(node.name).result])
      )
    ) as Results
  }
}

/**
 * The build's failure: the one error as it was thrown (a content report stays a content report),
 * or, when several steps failed, every message in the order the steps are declared.
 */
function combine(failures: unknown[], steps: string[], nodes: Node[]): unknown {
  if (failures.length === 1) return failures[0]
  const order = (step: string) => {
    const index = nodes.findIndex((node) => node.name === step)
    return index < 0 ? nodes.length : index
  }
  const sorted = failures
    .map((error, i) => ({ error, step: steps[i]! }))
    .sort((a, b) => order(a.step) - order(b.step))
  const message = sorted
    .map(
      ({ error, step }) => `✗ ${step}: ${error instanceof Error ? error.message : String(error)}`
    )
    .join('\n\n')
  return new AggregateError(
    sorted.map(({ error }) => error),
    `${sorted.length} steps failed:\n\n${message}`
  )
}

/** A step not run because another failed first. */
const SKIPPED = Symbol('skipped')
/** A resource whose opening failed or never ran: nothing to close. */
const NOT_OPENED = Symbol('not opened')

/** Runs a graph step's work: printed as {@link step} does when it has a detail, else on failure only. */
function timed(node: Node, run: () => Promise<unknown>): Promise<unknown> {
  return runTimed(
    node.name,
    run,
    node.detail as ((result: unknown) => string) | undefined,
    !!node.detail
  )
}

/**
 * Runs one named step outside a graph (the deploy plan, the prerender) and prints
 * `✓ name  detail  0.8 s`, or `✗ name` and rethrows.
 */
export function step<T>(
  name: string,
  run: () => Promise<T>,
  detail?: (result: T) => string
): Promise<T> {
  return runTimed(name, run, detail, true)
}

async function runTimed<T>(
  name: string,
  run: () => Promise<T>,
  detail: ((result: T) => string) | undefined,
  print: boolean
): Promise<T> {
  const started = performance.now()
  try {
    const result = await run()
    if (print) {
      const seconds = ((performance.now() - started) / 1000).toFixed(2)
      console.log(`✓ ${name.padEnd(16)} ${detail ? detail(result).padEnd(36) : ''} ${seconds} s`)
    }
    return result
  } catch (error) {
    console.error(`✗ ${name}`)
    throw error
  }
}

/** Formats a byte count as `12.3 kB`. */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`
}
