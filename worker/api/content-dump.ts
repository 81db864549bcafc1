/** Most parts a dump may have (10,000 pages dump to a few; this only stops a runaway loop). */
export const MAX_DUMP_PARTS = 64

const CLOSING_BRACKET = 0x5d

/**
 * A collection's public dump as one stream over its asset parts (build/content/dump.ts: the
 * parts joined are a JSON array; only the last ends with `]`). `fetchPart(n)` fetches part n;
 * undefined when part 0 is missing (the caller answers 503). A later part that is missing
 * errors the stream, so a client never takes a cut dump for a whole one.
 */
export async function openDumpStream(
  fetchPart: (part: number) => Promise<Response>
): Promise<ReadableStream<Uint8Array> | undefined> {
  const first = await fetchPart(0)
  if (!first.ok || !first.body) return undefined
  let part = 0
  let reader = first.body.getReader()
  let last = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      for (;;) {
        const { done, value } = await reader.read()
        if (!done) {
          if (!value.length) continue
          last = value[value.length - 1]!
          controller.enqueue(value)
          return
        }
        if (last === CLOSING_BRACKET) return controller.close()
        part += 1
        const next = part < MAX_DUMP_PARTS ? await fetchPart(part) : undefined
        if (!next?.ok || !next.body)
          throw new Error(`part ${part} of the dump is missing from this deployment`)
        reader = next.body.getReader()
      }
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}
