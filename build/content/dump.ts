/**
 * Largest part of a public content dump. Workers serve static assets up to 25 MiB each; a docs
 * collection of 10,000 pages dumps to more than that, so the dump is cut into parts well below.
 */
export const MAX_DUMP_PART_BYTES = 20 * 1024 * 1024

/**
 * The public dump of a collection (`sql_dump.txt`: a JSON array of its statements) as parts of
 * at most `maxBytes` each, cut between statements: the parts joined are the whole JSON text, and
 * only the last part ends the array, which is how the worker knows it has them all
 * (worker/api/content-dump.ts). A single statement longer than `maxBytes` gets a part of its own
 * (the SQL writer keeps statements under 100 KB, so this does not happen in practice).
 */
export function dumpParts(statements: readonly string[], maxBytes = MAX_DUMP_PART_BYTES): string[] {
  return [...eachDumpPart(statements, maxBytes)]
}

/**
 * {@link dumpParts} one part at a time, so a writer holds one part (≤ 20 MiB) in memory instead
 * of the whole dump (hundreds of MB at 10,000 pages).
 */
export function* eachDumpPart(
  statements: readonly string[],
  maxBytes = MAX_DUMP_PART_BYTES
): Generator<string> {
  let current: string[] = []
  let bytes = 1
  for (const [index, statement] of statements.entries()) {
    const text = `${index === 0 ? '[' : ''}${JSON.stringify(statement)}${index === statements.length - 1 ? ']' : ','}`
    const size = Buffer.byteLength(text)
    if (current.length && bytes + size > maxBytes) {
      yield current.join('')
      current = []
      bytes = 0
    }
    current.push(text)
    bytes += size
  }
  yield statements.length ? current.join('') : '[]'
}
