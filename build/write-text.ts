import { createWriteStream } from 'node:fs'
import { once } from 'node:events'

/**
 * Writes `pieces` one after another to `path` through a stream, never joining them into one
 * string: a 10,000-page collection's SQL is hundreds of MB, near V8's string limit.
 */
export async function writePieces(path: string, pieces: Iterable<string>): Promise<void> {
  const stream = createWriteStream(path)
  const failed = once(stream, 'error').then(([error]) => Promise.reject(error as Error))
  failed.catch(() => undefined)
  for (const piece of pieces) {
    if (!stream.write(piece)) await Promise.race([once(stream, 'drain'), failed])
  }
  stream.end()
  await Promise.race([once(stream, 'finish'), failed])
}

/** `items` as a JSON array, one item at a time. */
export function* jsonArrayPieces(items: readonly unknown[]): Generator<string> {
  yield '['
  for (const [index, item] of items.entries()) yield `${index ? ',' : ''}${JSON.stringify(item)}`
  yield ']'
}

/** Each line followed by a newline. */
export function* linePieces(lines: readonly string[]): Generator<string> {
  for (const line of lines) yield `${line}\n`
}
