import { describe, expect, it } from 'vitest'
import { openDumpStream } from './content-dump'

const parts = (texts: string[]) => (part: number) =>
  Promise.resolve(
    part < texts.length ? new Response(texts[part]) : new Response('not found', { status: 404 })
  )

describe('openDumpStream', () => {
  it('streams a one-part dump as it is', async () => {
    const stream = await openDumpStream(parts(['["a","b"]']))
    expect(await new Response(stream).text()).toBe('["a","b"]')
  })

  it('joins the parts in order until the one that closes the array', async () => {
    const stream = await openDumpStream(parts(['["a",', '"b",', '"c"]', '"never"']))
    const text = await new Response(stream).text()
    expect(JSON.parse(text)).toEqual(['a', 'b', 'c'])
  })

  it('is undefined when part 0 is missing (the endpoint answers 503)', async () => {
    expect(await openDumpStream(parts([]))).toBeUndefined()
  })

  it('errors the stream when a later part is missing: never a cut dump', async () => {
    const stream = await openDumpStream(parts(['["a",', '"b",']))
    const reader = stream!.getReader()
    const chunks: string[] = []
    const drain = async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        chunks.push(new TextDecoder().decode(value))
      }
    }
    await expect(drain()).rejects.toThrow('part 2 of the dump is missing')
    expect(chunks.join('')).toBe('["a","b",')
  })
})
